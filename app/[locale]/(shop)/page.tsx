import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PostCard } from "@/components/blog/post-card";
import { SHOP_PATH, categoryHref } from "@/components/layout/header";
import { Countdown, DealGate, NewsletterForm, ProductTabs } from "@/components/home/lazy-islands";
import type { ProductTab } from "@/components/home/product-tabs";
import { Price } from "@/components/product/price";
import { productHref } from "@/components/product/product-card";
import { ProductGrid } from "@/components/product/product-grid";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { getLatestPosts } from "@/lib/blog/read";
import { BLOG_LIST_PATH } from "@/lib/blog/route";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { parseListingQuery } from "@/lib/catalog/query";
import { listProducts, listRunningDeals } from "@/lib/catalog/read";
import { isLocale } from "@/lib/i18n/routing";
import { CATEGORIES } from "@/lib/schemas";
import { pageMetadata } from "@/lib/seo";
import styles from "./home.module.css";
import home from "@/components/home/home.module.css";

const SECTION_SIZE = 8;
const LATEST_POSTS = 3;
const TILE_TONES = ["rose", "mint", "sky", "sun", "lilac"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/", locale, absoluteTitle: true });
}

export default async function Home({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  // Cached listings (the shop's engine): what is new, what sells, what is discounted; the running
  // deals; the newest posts.
  const [t, tc, bestSellers, newArrivals, onSale, all, deals, posts] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    getTranslations({ locale, namespace: "Categories" }),
    listProducts(parseListingQuery({ sort: "best-selling", inStock: "1" })),
    listProducts(parseListingQuery({ sort: "newest" })),
    listProducts(parseListingQuery({ sale: "1", sort: "best-selling", inStock: "1" })),
    listProducts(parseListingQuery({})),
    listRunningDeals(1),
    getLatestPosts(LATEST_POSTS),
  ]);
  const categoryCounts = new Map(all.facets.category.map((f) => [f.value, f.count]));
  const deal = deals[0];

  const tab = (id: string, label: string, items: CatalogEntry[], href: string, eager = 0): ProductTab => ({
    id,
    label,
    panel: (
      <>
        <ProductGrid items={items.slice(0, SECTION_SIZE)} locale={locale} columns={4} eagerCount={eager} />
        <p className={home.viewAllRow}>
          <Link href={href} className={home.viewAll} aria-label={t("viewAllLabel", { section: label })}>
            {t("viewAll")}
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      </>
    ),
  });
  const tabs = [
    tab("new-arrivals", t("newArrivals"), newArrivals.items, `${SHOP_PATH}?sort=newest`),
    tab("best-sellers", t("bestSellers"), bestSellers.items, `${SHOP_PATH}?sort=best-selling`),
    tab("on-sale", t("onSale"), onSale.items, `${SHOP_PATH}?sale=1`),
  ].filter((x, i) => [newArrivals, bestSellers, onSale][i]!.items.length > 0);

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t("heroEyebrow")}</p>
            <h1 id="hero-heading">{t("title")}</h1>
            <p className={styles.lead}>{t("heroText")}</p>
            <div className={styles.heroActions}>
              <Link href={SHOP_PATH} className="button">
                {t("heroCta")}
              </Link>
              <Link href={`${SHOP_PATH}?sort=newest`} className="button button-secondary">
                {t("heroSecondary")}
              </Link>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <div className="container">
        <section aria-labelledby="categories-heading" className={styles.categories}>
          <h2 id="categories-heading">{t("categoriesHeading")}</h2>
          <ul role="list" className={styles.tiles}>
            {CATEGORIES.map((c, i) => (
              <li key={c}>
                <Link href={categoryHref(c)} className={`${styles.tile} ${styles[TILE_TONES[i % TILE_TONES.length]!]}`}>
                  <span className={styles.tileName}>{tc(c)}</span>
                  <span className={styles.tileCount}>{t("categoryCount", { count: categoryCounts.get(c) ?? 0 })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {all.total === 0 && <p className={styles.empty}>{t("empty")}</p>}

        {tabs.length > 0 && (
          <div className={home.products}>
            <p className={home.productsIntro}>{t("tabsIntro")}</p>
            <ProductTabs tabs={tabs} label={t("tabsLabel")} defaultTab={tabs.some((x) => x.id === "best-sellers") ? "best-sellers" : tabs[0]!.id} />
          </div>
        )}

        {deal?.offerEnd && <Deal entry={deal} endsAt={deal.offerEnd} locale={locale} />}

        {posts.length > 0 && (
          <section aria-labelledby="latest-posts-heading" className={home.posts}>
            <div className={home.sectionHead}>
              <div>
                <h2 id="latest-posts-heading">{t("latestPosts")}</h2>
                <p className={home.sectionText}>{t("latestPostsText")}</p>
              </div>
              <Link href={BLOG_LIST_PATH} className={home.viewAll}>
                {t("readBlog")}
                <span aria-hidden="true"> →</span>
              </Link>
            </div>
            <ul role="list" className={home.postGrid}>
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard
                    post={post}
                    locale={locale}
                    sizes="(min-width: 1200px) 370px, (min-width: 700px) 30vw, 92vw"
                    labels={{ readMore: t("readMore"), by: t("by", { author: post.author }) }}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="newsletter-heading" className={home.newsletter}>
          <div>
            <h2 id="newsletter-heading">{t("newsletterHeading")}</h2>
            <p className={home.sectionText}>{t("newsletterText")}</p>
          </div>
          <NewsletterForm
            locale={locale}
            labels={{
              email: t("newsletterEmail"),
              placeholder: t("newsletterPlaceholder"),
              submit: t("newsletterSubmit"),
              pending: t("newsletterPending"),
              privacy: t("newsletterPrivacy"),
            }}
          />
        </section>
      </div>
    </>
  );
}

/** The running deal that ends first, with its countdown; it disappears by itself at the end. */
async function Deal({ entry, endsAt, locale }: { entry: CatalogEntry; endsAt: string; locale: string }) {
  const t = await getTranslations({ locale, namespace: "Home" });
  const ends = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(
    new Date(endsAt),
  );
  const image = entry.images[0];
  return (
    <DealGate endsAt={endsAt}>
      <section aria-labelledby="deal-heading" className={home.deal}>
        <div className={home.dealImage}>
          {image && <OptimizedImage src={image} alt="" width={600} height={600} sizes="(min-width: 900px) 420px, 80vw" />}
        </div>
        <div className={home.dealText}>
          <p className={home.dealEyebrow}>{t("dealEyebrow")}</p>
          <h2 id="deal-heading" className={home.dealTitle}>
            {entry.name}
          </h2>
          {entry.shortDescription && <p className={home.sectionText}>{entry.shortDescription}</p>}
          <Price price={entry.price} finalPrice={entry.finalPrice} discount={entry.discount} locale={locale} size="lg" showBadge />
          <Countdown
            endsAt={endsAt}
            endsLabel={t("dealEnds", { date: ends })}
            units={{ days: t("days"), hours: t("hours"), minutes: t("minutes"), seconds: t("seconds") }}
          />
          <Link href={productHref(entry.id)} className="button" aria-label={t("dealCtaLabel", { name: entry.name })}>
            {t("dealCta")}
          </Link>
        </div>
      </section>
    </DealGate>
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
