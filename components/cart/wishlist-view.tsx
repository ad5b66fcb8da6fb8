"use client";
// The wishlist screen: the stored ids, shown with the catalogue's current name, price and stock.
import Link from "next/link";
import { getWishlistProducts } from "@/lib/actions/saved";
import type { SavedProductView } from "@/lib/catalog/saved";
import { AddToRegistryButton } from "./add-to-registry-button";
import { AddToCartButton } from "./add-to-cart-button";
import { CloseIcon } from "./icons";
import { EmptyState, Pending, emptyContent } from "./empty-state";
import { PriceTag, StockText } from "./parts";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import { type WishlistPageTexts } from "./texts";
import { LoadStatus } from "./load-status";
import { Thumb } from "@/components/ui/thumb";
import { useCatalogData } from "./use-catalog-data";
import { useFocusAfterRemoval } from "./use-focus-after-removal";
import buttons from "./buttons.module.css";
import styles from "./saved-views.module.css";
import { ROUTES, productHref } from "@/lib/routes";
import { toLocale } from "@/lib/i18n/routing";
import { fill } from "@/lib/i18n/format";

export function WishlistView({ texts: t }: { texts: WishlistPageTexts }) {
  const restored = useRestored();
  const items = useShop((s) => s.wishlist.wishlistItems);
  const { locale } = useShopTexts();
  const actions = useShopActions();
  const data = useCatalogData(
    items.map((i) => i.id),
    restored,
    getWishlistProducts,
    toLocale(locale),
  );

  const { listTarget: listHeading, emptyHeading, removing } = useFocusAfterRemoval<HTMLHeadingElement>(items.length === 0);

  if (!restored) return <Pending list="wishlist" loading={t.loading} empty={emptyContent.wishlist(t)} />;
  if (items.length === 0) return <EmptyState {...emptyContent.wishlist(t)} headingRef={emptyHeading} />;

  const priceLabels = { price: t.price, salePrice: t.salePrice, originalPrice: t.originalPrice };
  const action = (p: SavedProductView) =>
    p.hasVariations ? (
      <Link href={productHref(p.id)} className={buttons.selectLink} aria-label={fill(t.selectOptionsLabel, { name: p.name })}>
        {t.selectOptions}
      </Link>
    ) : p.stock > 0 ? (
      <AddToCartButton
        product={{ id: p.id, name: p.name, image: p.image, price: p.price, finalPrice: p.finalPrice, discount: p.discount }}
        stock={p.stock}
      />
    ) : null;

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
                  {p && action(p)}
                  {/* With colours and sizes, the choice is made on the product page ("Select options"). */}
                  {p && !p.hasVariations ? <AddToRegistryButton product={{ id: p.id, name: p.name }} /> : null}
                  <button
                    type="button"
                    className={`${buttons.iconButton} ${buttons.withText}`}
                    aria-label={fill(t.removeLabel, { name: p?.name ?? item.name })}
                    onClick={() => {
                      removing();
                      void actions.removeFromWishlist(item.id);
                    }}
                  >
                    <CloseIcon />
                    <span>{t.remove}</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <Link href={ROUTES.shop} className="button button-secondary">
          {t.browse}
        </Link>
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            removing();
            void actions.clearWishlist();
          }}
        >
          {t.clear}
        </button>
      </div>
    </section>
  );
}
