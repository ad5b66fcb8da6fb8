import "server-only";
// /registry/[slug]: a baby registry as its guests see it, the same for every visitor and cached
// (lib/registry/read.ts, tagged per registry; products through the catalogue's own cache). The
// title, baby, due date, message and "from", then each item still in the shop with its picture,
// choice, price, the parents' note, "bought n of m" (not in surprise mode, where only what is
// still wanted shows) and an "Add to cart" for what is still wanted. Never the address or buyers.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Price } from "@/components/ui/price";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { colorLabel } from "@/lib/catalog/colors";
import { getProduct } from "@/lib/catalog/read";
import type { Locale } from "@/lib/i18n/routing";
import type { GuestRegistry } from "@/lib/registry/view";
import { productHref, registryHref } from "@/lib/routes";
import { finalPrice, stockOf, type Product } from "@/lib/catalog/schema";
import { pageMetadata } from "@/lib/seo";
import { RegistryCartButton } from "./registry-islands";
import styles from "./registry.module.css";

/** Who the registry is for, in titles: the baby's name, else the parent's, else the title. */
const whoseName = (r: GuestRegistry) => r.babyName || r.ownerName || r.title;

export async function guestRegistryMetadata(registry: GuestRegistry, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Registry.guest" });
  const title = t("metaTitle", { name: whoseName(registry) });
  const description = (registry.message || t("metaDescription", { name: whoseName(registry) })).slice(0, 160);
  return {
    ...pageMetadata({ title, description, path: registryHref(registry.slug), locale }),
    // A link-only registry is for the people who were sent its link: never in a search engine.
    ...(registry.visibility === "link" ? { robots: { index: false, follow: false } } : {}),
  };
}

/** A calendar date (YYYY-MM-DD) in the page's language, without a time zone shifting the day. */
const formatDay = (day: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

export async function GuestRegistryPage({ registry, locale }: { registry: GuestRegistry; locale: Locale }) {
  const [t, tColor] = await Promise.all([getTranslations({ locale, namespace: "Registry.guest" }), getTranslations({ locale, namespace: "Colors" })]);
  // Each product through its own cached read; one gone from the shop is left out.
  const products = new Map<string, Product>();
  await Promise.all(
    [...new Set(registry.items.map((i) => i.productId))].map(async (id) => {
      const product = await getProduct(id);
      if (product) products.set(id, product);
    }),
  );
  const items = registry.items.filter((i) => products.has(i.productId));

  return (
    <div className={`container ${styles.guest}`}>
      <header className={styles.guestHead}>
        <h1>{registry.title}</h1>
        {registry.babyName ? <p className={styles.itemName}>{registry.babyName}</p> : null}
        <p>{t("dueDate", { date: formatDay(registry.dueDate, locale) })}</p>
        {registry.ownerName ? <p>{t("from", { name: registry.ownerName })}</p> : null}
        {registry.message ? <p className={styles.message}>{registry.message}</p> : null}
        <p className={styles.counts}>{t("howItWorks")}</p>
        {registry.surprise ? <p className={styles.counts}>{t("surprise")}</p> : null}
      </header>

      <section aria-labelledby="registry-items-heading">
        <h2 id="registry-items-heading">{t("itemsHeading")}</h2>
        {items.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          <ul className={styles.guestItems}>
            {items.map((item) => {
              const product = products.get(item.productId)!;
              const variation = product.variations.find((v) => v.color === item.color);
              const image = variation?.image ?? product.images[0] ?? "";
              const color = item.color ? colorLabel(tColor, item.color) : "";
              return (
                <li key={item.id} className={styles.guestItem} data-registry-item={item.id}>
                  <a href={productHref(product.id, { color: item.color, size: item.size })} tabIndex={-1} aria-hidden="true">
                    <OptimizedImage src={image} alt="" width={400} height={400} sizes="(min-width: 640px) 240px, 90vw" loading="lazy" />
                  </a>
                  <h3>
                    <a href={productHref(product.id, { color: item.color, size: item.size })}>{product.name}</a>
                  </h3>
                  {color ? <p>{t("color", { color })}</p> : null}
                  {item.size ? <p>{t("size", { size: item.size })}</p> : null}
                  <Price price={product.price} finalPrice={finalPrice(product)} discount={product.discount} locale={locale} />
                  {item.note ? (
                    <p>
                      <strong>{t("note")}</strong> {item.note}
                    </p>
                  ) : null}
                  {item.counts ? (
                    <p className={styles.counts} data-testid="bought-of">
                      {t("boughtOf", { bought: item.counts.bought, wanted: item.counts.wanted })}
                      {item.remaining > 0 ? null : ` · ${t("allBought")}`}
                    </p>
                  ) : null}
                  {item.remaining > 0 ? (
                    <RegistryCartButton
                      product={{ id: product.id, name: product.name, image, price: product.price, finalPrice: finalPrice(product), discount: product.discount }}
                      color={item.color}
                      size={item.size}
                      stock={stockOf(product, item.color, item.size)}
                      remaining={item.remaining}
                      registry={{ slug: registry.slug, itemId: item.id, title: registry.title }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
