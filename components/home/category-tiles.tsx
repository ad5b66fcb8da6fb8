import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { AGE_BAND_IDS } from "@/lib/catalog/age";
import { ageBandHref, categoryHref } from "@/lib/routes";
import { CATEGORIES } from "@/lib/catalog/schema";
import styles from "./home-page.module.css";

const TILE_TONES = ["rose", "mint", "sky", "sun", "lilac"] as const;

type Tile = { key: string; href: string; name: string; count: number };

/** A heading and a grid of tiles, each a link with its name and how many products it leads to. */
async function TileSection({ id, heading, text, tiles, locale, wide }: { id: string; heading: string; text?: string; tiles: Tile[]; locale: string; wide?: boolean }) {
  const t = await getTranslations({ locale, namespace: "Home" });
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.categories}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {text ? <p className={styles.tilesText}>{text}</p> : null}
      <ul role="list" className={`${styles.tiles} ${wide ? styles.tilesSix : ""}`}>
        {tiles.map((tile, i) => (
          <li key={tile.key}>
            <Link href={tile.href} className={`${styles.tile} ${styles[TILE_TONES[i % TILE_TONES.length]!]}`}>
              <span className={styles.tileName}>{tile.name}</span>{" "}
              <span className={styles.tileCount}>{t("categoryCount", { count: tile.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A tile per category, with how many products it holds. */
export async function CategoryTiles({ locale, counts }: { locale: string; counts: ReadonlyMap<string, number> }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    getTranslations({ locale, namespace: "Categories" }),
  ]);
  const tiles = CATEGORIES.map((c) => ({ key: c, href: categoryHref(c), name: tc(c), count: counts.get(c) ?? 0 }));
  return <TileSection id="categories" heading={t("categoriesHeading")} tiles={tiles} locale={locale} />;
}

/** "Shop by age": a tile per age band, leading to the shop filtered by it, with how many products suit it. */
export async function AgeTiles({ locale, counts }: { locale: string; counts: ReadonlyMap<string, number> }) {
  const [t, tAge] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    getTranslations({ locale, namespace: "AgeBands" }),
  ]);
  const tiles = AGE_BAND_IDS.map((band) => ({ key: band, href: ageBandHref(band), name: tAge(band), count: counts.get(band) ?? 0 }));
  return <TileSection id="ages" heading={t("agesHeading")} text={t("agesText")} tiles={tiles} locale={locale} wide />;
}
