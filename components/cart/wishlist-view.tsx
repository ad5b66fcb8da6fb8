"use client";
// The wishlist screen: the stored ids, shown with the catalogue's current name, price and stock.
import { Link } from "@/components/ui/link";
import { Thumb } from "@/components/ui/thumb";
import { fill } from "@/lib/i18n/format";
import { productHref } from "@/lib/routes";
import { AddToRegistryButton } from "./add-to-registry-button";
import { EmptyState, Pending, emptyContent } from "./empty-state";
import { LoadStatus } from "./load-status";
import { ListFooter, PriceTag, ProductAction, RemoveButton, StockText } from "./parts";
import type { WishlistPageTexts } from "./texts";
import { useSavedList } from "./use-saved-list";
import styles from "./saved-views.module.css";

export function WishlistView({ texts: t }: { texts: WishlistPageTexts }) {
  const { restored, items, locale, actions, data, listTarget: listHeading, emptyHeading, removing } = useSavedList<HTMLHeadingElement>("wishlist");

  if (!restored) return <Pending list="wishlist" loading={t.loading} empty={emptyContent.wishlist(t)} />;
  if (items.length === 0) return <EmptyState {...emptyContent.wishlist(t)} headingRef={emptyHeading} />;

  const priceLabels = { price: t.price, salePrice: t.salePrice, originalPrice: t.originalPrice };

  return (
    <section aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading" ref={listHeading} tabIndex={-1} className="visually-hidden">
        {t.listLabel}
      </h2>
      <LoadStatus data={data} texts={t} />
      <ul role="list" className={styles.grid}>
        {items.map((item) => {
          const p = data.products.get(item.id);
          const gone = data.gone.has(item.id);
          return (
            <li key={item.id} className={styles.card} data-testid="wishlist-item">
              <Thumb src={p?.image ?? item.image} size={120} className={styles.image} />
              <div className={styles.body}>
                <h3 className={styles.name}>
                  {gone ? p?.name ?? item.name : <Link href={productHref(item.id)}>{p?.name ?? item.name}</Link>}
                </h3>
                {p && <PriceTag price={p.price} finalPrice={p.finalPrice} locale={locale} labels={priceLabels} />}
                {p ? (
                  <StockText stock={p.stock} labels={t} />
                ) : gone ? (
                  <span className={styles.gone}>{t.unavailable}</span>
                ) : null}
                <div className={styles.actions}>
                  {p && <ProductAction product={p} texts={t} />}
                  {/* With colours and sizes, the choice is made on the product page ("Select options"). */}
                  {p && !p.hasVariations ? <AddToRegistryButton product={{ id: p.id, name: p.name }} /> : null}
                  <RemoveButton
                    label={fill(t.removeLabel, { name: p?.name ?? item.name })}
                    text={t.remove}
                    onRemove={() => {
                      removing();
                      void actions.removeFromWishlist(item.id);
                    }}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <ListFooter
        back={t.browse}
        clear={t.clear}
        onClear={() => {
          removing();
          void actions.clearWishlist();
        }}
      />
    </section>
  );
}
