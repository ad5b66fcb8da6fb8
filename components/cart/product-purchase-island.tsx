"use client";
// The product page's buying block: quantity, add to cart, wishlist, compare. For a product with
// colours and sizes it follows the choice the variant picker keeps in the URL (?color=&size=),
// and the quantity is limited to the stock of that choice minus what the cart already holds. A
// subscribable product also offers to subscribe (subscribe-choice.tsx): then "Subscribe" takes the
// place of "Add to cart", and the quantity is one delivery's, whatever the cart holds.
import { useId, useLayoutEffect, useRef, useState } from "react";
import { AddToRegistryButton } from "./add-to-registry-button";
import { useSearchParams } from "next/navigation";
import { addableQuantity, MAX_LINE_QUANTITY, quantityInCart, type CartProduct } from "@/stores/rules";
import { AddToCartButton } from "./add-to-cart-button";
import { resolveChoice, type PurchaseVariant } from "./choice";
import { CompareButton } from "./compare-button";
import { MinusIcon, PlusIcon } from "./icons";
import { useRestored, useShop, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import { WishlistButton } from "./wishlist-button";
import { SubscribeChoiceGroup, SubscribeLink, type PurchaseMode, type SubscriptionOfferProps } from "./subscribe-choice";
import type { RestockTexts } from "./restock-request";
import { island } from "@/components/ui/island";
import styles from "./product-purchase.module.css";
import buttons from "./buttons.module.css";
import { fill } from "@/lib/i18n/format";
import { MAX_SUBSCRIPTION_QUANTITY } from "@/lib/catalog/subscription-offer.client";

export type PurchaseProps = {
  product: CartProduct;
  /** Stock of a product without variations. */
  stock: number;
  /** Colours with their sizes and stock; empty for a simple product. */
  variants: PurchaseVariant[];
  /** Subscribe and save, for a subscribable product. */
  subscription?: SubscriptionOfferProps;
  /** The words of "Tell me when it's back", offered while the choice is sold out. */
  restock: RestockTexts;
};

/** Its own chunk: only a sold-out choice loads it. */
const RestockRequest = island(() => import("./restock-request").then((m) => m.RestockRequest));

/**
 * Loaded as its own chunk (see shopping-islands.tsx). A simple product reads nothing from the URL,
 * so its whole block, "Add to cart" included, is in the prerendered HTML and hydrates in place: a
 * tap before the chunk arrives is replayed (lib/pending-click.ts). A product with colours and
 * sizes follows the choice in the URL, which a prerendered page does not know: its block is
 * rendered in the browser (the island's Suspense boundary), its placer keeping the space.
 */
export function ProductPurchaseIsland(props: PurchaseProps) {
  return props.variants.length === 0 ? <ProductPurchaseView {...props} color={null} size={null} /> : <ProductPurchaseFromUrl {...props} />;
}

function ProductPurchaseFromUrl(props: PurchaseProps) {
  const params = useSearchParams();
  return <ProductPurchaseView {...props} color={params.get("color")} size={params.get("size")} />;
}

function ProductPurchaseView({
  product,
  stock: simpleStock,
  variants,
  subscription,
  restock,
  color: urlColor,
  size: urlSize,
}: PurchaseProps & { color: string | null; size: string | null }) {
  const { t, locale } = useShopTexts();
  const [mode, setMode] = useState<PurchaseMode>("once");
  const [weeks, setWeeks] = useState(subscription?.defaultWeeks ?? 0);
  const subscribing = subscription !== undefined && mode === "subscribe";
  const restored = useRestored();
  const ids = { qty: useId(), hint: useId() };

  const choice = variants.length > 0 ? resolveChoice(variants, urlColor, urlSize) : null;
  const color = choice?.color.color;
  const size = choice?.size?.name;
  const needsSize = variants.length > 0 && !choice?.size;
  const stock = variants.length > 0 ? (choice?.size?.stock ?? 0) : simpleStock;
  const lineProduct: CartProduct = choice ? { ...product, image: choice.color.image || product.image } : product;

  const inCart = useShop((s) => (needsSize ? 0 : quantityInCart(s.cart.cartItems, product.id, color, size)));
  const cartLines = useShop((s) => s.cart.cartItems);
  const max = needsSize
    ? 0
    : subscribing
      ? Math.min(stock, MAX_SUBSCRIPTION_QUANTITY)
      : restored
        ? addableQuantity(cartLines, { product, color, size, stock })
        : Math.min(stock, MAX_LINE_QUANTITY);

  const [wanted, setWanted] = useState(1);
  const quantityInput = useRef<HTMLInputElement>(null);
  // A quantity typed into the server's HTML before this chunk arrived (no onChange saw it) is
  // kept: the next render would put the controlled input back to 1. A layout effect, so a tap
  // made meanwhile and replayed once the island is alive (lib/pending-click.ts) adds it.
  useLayoutEffect(() => {
    const typed = Math.floor(Number(quantityInput.current?.value));
    if (Number.isFinite(typed) && typed > 1) setWanted(typed);
  }, []);
  const quantity = Math.max(1, Math.min(wanted, Math.max(1, max)));

  const item = { id: product.id, name: product.name, image: product.image };
  const soldOut = !needsSize && stock <= 0;

  let hint: string;
  if (needsSize) hint = t.chooseSize;
  else if (restored && inCart > 0 && !subscribing)
    hint = `${fill(t.inCart, { count: inCart })} ${max > 0 ? fill(t.canAddMore, { count: max }) : t.allInCart}`;
  else hint = "";

  function focusSizes() {
    document.querySelector<HTMLInputElement>('input[name="size"]')?.focus();
  }

  return (
    <div className={styles.purchase}>
      {subscription ? (
        <SubscribeChoiceGroup offer={subscription} mode={mode} onMode={setMode} weeks={weeks} onWeeks={setWeeks} unitPrice={product.finalPrice} quantity={quantity} locale={locale} />
      ) : null}
      {!soldOut && !needsSize && (
        <div className={styles.quantity} role="group" aria-labelledby={ids.qty}>
          <span id={ids.qty} className={styles.quantityLabel}>
            {t.quantity}
          </span>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.step}
              aria-label={t.decreaseLabel}
              disabled={quantity <= 1}
              onClick={() => setWanted(quantity - 1)}
            >
              <MinusIcon />
            </button>
            <input
              ref={quantityInput}
              type="number"
              inputMode="numeric"
              className={styles.input}
              aria-labelledby={ids.qty}
              aria-describedby={hint ? ids.hint : undefined}
              min={1}
              max={Math.max(1, max)}
              value={quantity}
              onChange={(e) => {
                const n = Number(e.target.value);
                if (Number.isFinite(n)) setWanted(Math.floor(n));
              }}
            />
            <button
              type="button"
              className={styles.step}
              aria-label={t.increaseLabel}
              disabled={quantity >= max}
              onClick={() => setWanted(quantity + 1)}
            >
              <PlusIcon />
            </button>
          </div>
        </div>
      )}

      <div className={styles.actions}>
        {needsSize || soldOut ? (
          <button
            type="button"
            className={`${buttons.cartButton} ${buttons.large}`}
            aria-disabled="true"
            aria-label={soldOut ? fill(t.soldOutLabel, { name: product.name }) : subscription && subscribing ? subscription.texts.buttonLabel : fill(t.addToCartLabel, { name: product.name })}
            aria-describedby={ids.hint}
            onClick={needsSize ? focusSizes : undefined}
          >
            {soldOut ? t.soldOut : subscription && subscribing ? subscription.texts.button : t.addToCart}
          </button>
        ) : subscription && subscribing ? (
          <SubscribeLink productId={product.id} offer={subscription} choice={{ interval: weeks, color, size, quantity }} />
        ) : (
          <AddToCartButton
            product={lineProduct}
            stock={stock}
            quantity={quantity}
            color={color}
            size={size}
            look="large"
            onAdded={(added) => {
              if (added > 0) setWanted(1);
            }}
          />
        )}
        <WishlistButton item={item} showText />
        <CompareButton item={item} showText />
        <AddToRegistryButton product={{ id: product.id, name: product.name }} color={color} size={size} needsChoice={needsSize} />
      </div>

      <p id={ids.hint} className={styles.hint} aria-live="polite">
        {hint}
      </p>
      {soldOut && <RestockRequest key={`${color}\n${size}`} productId={product.id} color={color} size={size} locale={locale} texts={restock} />}
    </div>
  );
}
