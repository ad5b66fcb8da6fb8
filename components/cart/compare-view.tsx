"use client";
// The compare screen: a table with a column per product (image, name, price old and new, short
// description, rating, availability, colours and sizes, add to cart, remove), from the
// catalogue's current data for the stored ids.
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Thumb } from "@/components/ui/thumb";
import { swatchOf } from "@/lib/catalog/colors";
import type { SavedProductView } from "@/lib/catalog/saved";
import { fill } from "@/lib/i18n/format";
import { productHref } from "@/lib/routes";
import { EmptyState, Pending, emptyContent } from "./empty-state";
import { LoadStatus } from "./load-status";
import { PriceTag, ProductAction, RemoveButton, StockText } from "./parts";
import type { ComparePageTexts } from "./texts";
import { useSavedList } from "./use-saved-list";
import styles from "./saved-views.module.css";

const NONE = "—";

export function CompareView({ texts: t }: { texts: ComparePageTexts }) {
  const { restored, items, locale, actions, data, listTarget: table, emptyHeading, removing } = useSavedList<HTMLDivElement>("compare");

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
                    <RemoveButton
                      label={fill(t.removeLabel, { name })}
                      text={t.remove}
                      className={styles.removeButton}
                      onRemove={() => {
                        removing();
                        void actions.removeFromCompare(item.id);
                      }}
                    />
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
              {cells((p) => (
                <ProductAction product={p} texts={t} soldOut={t.soldOut} />
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
