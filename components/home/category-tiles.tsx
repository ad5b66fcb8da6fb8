import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { categoryHref } from "@/lib/routes";
import { CATEGORIES } from "@/lib/schemas";
import styles from "./home-page.module.css";

const TILE_TONES = ["rose", "mint", "sky", "sun", "lilac"] as const;

/** A tile per category, with how many products it holds. */
export async function CategoryTiles({ locale, counts }: { locale: string; counts: ReadonlyMap<string, number> }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    getTranslations({ locale, namespace: "Categories" }),
  ]);
  return (
  <section aria-labelledby="categories-heading" className={styles.categories}>
    <h2 id="categories-heading">{t("categoriesHeading")}</h2>
    <ul role="list" className={styles.tiles}>
      {CATEGORIES.map((c, i) => (
        <li key={c}>
          <Link href={categoryHref(c)} className={`${styles.tile} ${styles[TILE_TONES[i % TILE_TONES.length]!]}`}>
            <span className={styles.tileName}>{tc(c)}</span>
            <span className={styles.tileCount}>{t("categoryCount", { count: counts.get(c) ?? 0 })}</span>
          </Link>
        </li>
      ))}
    </ul>
  </section>
  );
}
