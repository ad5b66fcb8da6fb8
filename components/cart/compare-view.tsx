"use client";
// The compare screen: a table with a column per product (image, name, price old and new, short
// description, rating, availability, colours and sizes, add to cart, remove), from the
// catalogue's current data for the stored ids.
import type { ReactNode } from "react";
import Link from "next/link";
import { getCompareProducts } from "@/lib/actions/saved";
import { swatchOf } from "@/lib/catalog/colors";
import type { SavedProductView } from "@/lib/catalog/saved";
import { AddToCartButton } from "./add-to-cart-button";
import { CloseIcon } from "./icons";
import { EmptyState, Pending, emptyContent } from "./empty-state";
import { PriceTag, StockText } from "./parts";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import { type ComparePageTexts } from "./texts";
import { LoadStatus } from "./load-status";
import { Thumb } from "@/components/ui/thumb";
import { useCatalogData } from "./use-catalog-data";
import { useFocusAfterRemoval } from "./use-focus-after-removal";
import buttons from "./buttons.module.css";
import styles from "./saved-views.module.css";
import { productHref } from "@/lib/routes";
import { toLocale } from "@/lib/i18n/routing";
import { fill } from "@/lib/i18n/format";

const NONE = "—";

export function CompareView({ texts: t }: { texts: ComparePageTexts }) {
  const restored = useRestored();
  const items = useShop((s) => s.compare.compareItems);
  const { locale } = useShopTexts();
  const actions = useShopActions();
  const data = useCatalogData(
    items.map((i) => i.id),
    restored,
    getCompareProducts,
    toLocale(locale),
  );

  const { listTarget: table, emptyHeading, removing } = useFocusAfterRemoval<HTMLDivElement>(items.length === 0);

  if (!restored) return <Pending list="compare" loading={t.loading} empty={emptyContent.compare(t)} />;
  if (items.length === 0) return <EmptyState {...emptyContent.compare(t)} headingRef={emptyHeading} />;

  const priceLabels = { price: t.price, salePrice: t.salePrice, originalPrice: t.originalPrice };
  const cells = (render: (p: SavedProductView) => ReactNode) =>
    items.map((item) => {
      const p = data.products.get(item.id);
      return <td key={item.id}>{p ? render(p) : data.gone.has(item.id) ? NONE : ""}</td>;
    });

  return (
    <>
      <LoadStatus data={data} texts={t} />
      <p className={styles.scrollHint}>{t.scrollHint}</p>
      <div ref={table} className={styles.scroller} role="region" aria-label={t.caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t.caption}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {items.map((item) => {
                const p = data.products.get(item.id);
                const name = p?.name ?? item.name;
                return (
                  <th key={item.id} scope="col" className={styles.productHead} data-testid="compare-column">
                    <Thumb src={p?.image ?? item.image} size={120} className={styles.image} />
                    {data.gone.has(item.id) ? (
                      <span className={styles.name}>{name}</span>
                    ) : (
                      <Link href={productHref(item.id)} className={styles.name}>
                        {name}
                      </Link>
                    )}
                    <button
                      type="button"
                      className={`${buttons.iconButton} ${buttons.withText} ${styles.removeButton}`}
                      aria-label={fill(t.removeLabel, { name })}
                      onClick={() => {
                        removing();
                        void actions.removeFromCompare(item.id);
                      }}
                    >
                      <CloseIcon />
                      <span>{t.remove}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t.price}</th>
              {cells((p) => (
                <PriceTag price={p.price} finalPrice={p.finalPrice} locale={locale} labels={priceLabels} />
              ))}
            </tr>
            <tr>
              <th scope="row">{t.description}</th>
              {cells((p) => p.shortDescription || NONE)}
            </tr>
            <tr>
              <th scope="row">{t.rating}</th>
              {cells((p) =>
                p.rating > 0 ? (
                  <span>
                    <span aria-hidden="true" className={styles.stars}>
                      ★{" "}
                    </span>
                    {fill(t.ratingValue, { rating: p.rating })}
                  </span>
                ) : (
                  t.notRated
                ),
              )}
            </tr>
            <tr>
              <th scope="row">{t.availability}</th>
              {items.map((item) => {
                const p = data.products.get(item.id);
                return (
                  <td key={item.id}>
                    {p ? <StockText stock={p.stock} labels={t} /> : data.gone.has(item.id) ? <span className={styles.gone}>{t.unavailable}</span> : ""}
                  </td>
                );
              })}
            </tr>
            <tr>
              <th scope="row">{t.colors}</th>
              {cells((p) =>
                p.colors.length === 0 ? (
                  NONE
                ) : (
                  <ul role="list" className={styles.colors}>
                    {p.colors.map((c) => {
                      const swatch = swatchOf(c.value);
                      return (
                        <li key={c.value}>
                          <span aria-hidden="true" className={styles.swatch} style={swatch ? { background: swatch } : undefined} />
                          {c.label}
                        </li>
                      );
                    })}
                  </ul>
                ),
              )}
            </tr>
            <tr>
              <th scope="row">{t.sizes}</th>
              {cells((p) => (p.sizes.length === 0 ? NONE : p.sizes.join(", ")))}
            </tr>
            <tr>
              <th scope="row">{t.actions}</th>
              {cells((p) =>
                p.hasVariations ? (
                  <Link href={productHref(p.id)} className={buttons.selectLink} aria-label={fill(t.selectOptionsLabel, { name: p.name })}>
                    {t.selectOptions}
                  </Link>
                ) : p.stock > 0 ? (
                  <AddToCartButton
                    product={{ id: p.id, name: p.name, image: p.image, price: p.price, finalPrice: p.finalPrice, discount: p.discount }}
                    stock={p.stock}
                  />
                ) : (
                  <span className={buttons.soldOut}>{t.soldOut}</span>
                ),
              )}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
