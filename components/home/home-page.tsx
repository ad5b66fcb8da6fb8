import { getTranslations } from "next-intl/server";
import { ProductGrid } from "@/components/product/product-grid";
import { getLatestPosts } from "@/lib/blog/read";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { parseListingQuery } from "@/lib/catalog/query";
import { listProducts, listRunningDeals } from "@/lib/catalog/read";
import { shopHref } from "@/lib/routes";
import { AgeTiles, CategoryTiles } from "./category-tiles";
import { Deal } from "./deal";
import { Hero } from "./hero";
import { NewsletterForm, ProductTabs } from "./home-islands";
import { LatestPosts } from "./latest-posts";
import type { ProductTab } from "./product-tabs";
import styles from "./home-page.module.css";
import home from "./home.module.css"; // also the islands' styles (components/ui/island.tsx)
import "@/components/ui/form.module.css"; // the newsletter island's fields
import { ViewAll } from "@/components/ui/section-head";

const SECTION_SIZE = 8;
const LATEST_POSTS = 3;

/**
 * The home page: hero, category and age tiles, tabs of new arrivals, best sellers and sale products, the
 * running deal that ends first, the newest posts and the newsletter. Every read is a cached
 * listing of the shop's engine (lib/catalog/read.ts) or the blog's index, so the page is static.
 */
export async function HomePage({ locale }: { locale: string }) {
  const [t, bestSellers, newArrivals, onSale, all, deals, posts] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    listProducts(parseListingQuery({ sort: "best-selling", inStock: "1" })),
    listProducts(parseListingQuery({ sort: "newest" })),
    listProducts(parseListingQuery({ sale: "1", sort: "best-selling", inStock: "1" })),
    listProducts(parseListingQuery({})),
    listRunningDeals(1),
    getLatestPosts(LATEST_POSTS),
  ]);
  const deal = deals[0];

  const tab = (id: string, label: string, items: CatalogEntry[], href: string, eager = 0): ProductTab => ({
    id,
    label,
    panel: (
      <>
        <ProductGrid items={items.slice(0, SECTION_SIZE)} locale={locale} columns={4} eagerCount={eager} />
        <p className={home.viewAllRow}>
          <ViewAll href={href} label={t("viewAll")} accessibleLabel={t("viewAllLabel", { section: label })} />
        </p>
      </>
    ),
  });
  const tabs = [
    tab("new-arrivals", t("newArrivals"), newArrivals.items, shopHref({ sort: "newest" })),
    tab("best-sellers", t("bestSellers"), bestSellers.items, shopHref({ sort: "best-selling" })),
    tab("on-sale", t("onSale"), onSale.items, shopHref({ sale: true })),
  ].filter((x, i) => [newArrivals, bestSellers, onSale][i]!.items.length > 0);

  return (
    <>
      <Hero locale={locale} />
      <div className="container">
        <CategoryTiles locale={locale} counts={new Map(all.facets.category.map((f) => [f.value, f.count]))} />
        <AgeTiles locale={locale} counts={new Map(all.facets.age.map((f) => [f.value, f.count]))} />

        {all.total === 0 && <p className={styles.empty}>{t("empty")}</p>}

        {tabs.length > 0 && (
          <div className={home.products}>
            <p className={home.productsIntro}>{t("tabsIntro")}</p>
            <ProductTabs tabs={tabs} label={t("tabsLabel")} defaultTab={tabs.some((x) => x.id === "best-sellers") ? "best-sellers" : tabs[0]!.id} />
          </div>
        )}

        {deal?.offerEnd && <Deal entry={deal} endsAt={deal.offerEnd} locale={locale} />}

        <LatestPosts locale={locale} posts={posts} />

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
