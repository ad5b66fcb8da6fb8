import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ROUTES, shopHref } from "@/lib/routes";
import styles from "./home-page.module.css";

/** The home page's opening: title, lead and the way into the shop. */
export async function Hero({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Home" });
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t("heroEyebrow")}</p>
          <h1 id="hero-heading">{t("title")}</h1>
          <p className={styles.lead}>{t("heroText")}</p>
          <div className={styles.heroActions}>
            <Link href={ROUTES.shop} className="button">
              {t("heroCta")}
            </Link>
            <Link href={shopHref({ sort: "newest" })} className="button button-secondary">
              {t("heroSecondary")}
            </Link>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A stacking-rings toy under a moon: decorative. */
function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <circle cx="190" cy="170" r="140" fill="#ffffff" opacity="0.7" />
      <path d="M286 46a30 30 0 1 0 22 52 25 25 0 0 1-22-52Z" fill="#f2b27a" />
      <circle cx="70" cy="70" r="5" fill="#f4b6c6" />
      <circle cx="318" cy="150" r="4" fill="#9cc3ea" />
      <circle cx="52" cy="200" r="3.5" fill="#9fd3a8" />
      <rect x="186" y="92" width="10" height="170" rx="5" fill="#e8d8c0" />
      <ellipse cx="191" cy="250" rx="96" ry="22" fill="#f4b6c6" />
      <ellipse cx="191" cy="222" rx="80" ry="20" fill="#9cc3ea" />
      <ellipse cx="191" cy="196" rx="64" ry="18" fill="#f5dc8a" />
      <ellipse cx="191" cy="172" rx="50" ry="16" fill="#9fd3a8" />
      <ellipse cx="191" cy="150" rx="38" ry="14" fill="#d9c8f0" />
      <circle cx="191" cy="112" r="24" fill="#e0736a" />
      <rect x="80" y="268" width="222" height="18" rx="9" fill="#e8d8c0" />
    </svg>
  );
}
