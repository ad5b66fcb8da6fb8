"use client";
// The cart screen. Lines come from the stored state; prices and stock come from the server
// (checkCart): a changed price is shown and flagged, lines that are gone, sold out or over the
// stock left are marked (with a way to fix them), and only a cart without such lines is ready
// for checkout. Stored prices are display-only and refreshed from the check. Promotions (the
// automatic offers and the code typed in the coupon field) are priced by the server too
// (use-cart-quote.ts): each one's saving, each line's share and the estimated total.
import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";
import { checkCart } from "@/lib/actions/cart";
import type { Locale } from "@/lib/i18n/routing";
import { checkKey, reviewCart, toCheckLine, type LineReview, type LineStatus } from "@/lib/cart/check";
import { formatPrice } from "@/lib/format";
import { promotionLabel, sayFrom, takenOff } from "@/lib/promotions/display";
import { Filled } from "@/components/ui/filled";
import { MAX_LINE_QUANTITY, type CartLine } from "@/stores/rules";
import { CouponField } from "@/components/ui/coupon-field";
import { MinusIcon, PlusIcon } from "./icons";
import { EmptyState, Pending, emptyContent } from "./empty-state";
import { currentShopState, useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import { type CartPageTexts, type PromotionTexts } from "./texts";
import { useCartQuote } from "./use-cart-quote";
import { ListFooter } from "./parts";
import { TaxEstimate } from "./tax-estimate";
import { Thumb } from "@/components/ui/thumb";
import { useFocusAfterRemoval } from "./use-focus-after-removal";
import styles from "./cart-view.module.css";
import { ROUTES, productHref, registryHref } from "@/lib/routes";
import { fill } from "@/lib/i18n/format";

type Check = { statuses: ReadonlyMap<string, LineStatus>; failed: boolean };

export function CartView({ texts: t, promotions: pt }: { texts: CartPageTexts; promotions: PromotionTexts }) {
  const restored = useRestored();
  const lines = useShop((s) => s.cart.cartItems);
  const code = useShop((s) => s.cart.code);
  const { locale, colorName } = useShopTexts();
  const actions = useShopActions();

  const [check, setCheck] = useState<Check>({ statuses: new Map(), failed: false });
  // The price each line showed before the server's check (kept for this visit).
  const [seenPrices, setSeenPrices] = useState<Record<string, number>>({});
  const [attempt, setAttempt] = useState(0);
  const key = checkKey(lines);
  const { quote, apply } = useCartQuote(lines, code, restored, actions.setCode, pt.failed);

  useEffect(() => {
    if (!restored || key === "") return;
    let cancelled = false;
    const snapshot = currentShopState().cart.cartItems;
    checkCart({ lines: snapshot.map(toCheckLine), locale: locale as Locale }).then(
      (answer) => {
        if (cancelled) return;
        if (!answer.ok) {
          setCheck((c) => ({ ...c, failed: true }));
          return;
        }
        const result = answer.data;
        setSeenPrices((seen) => {
          const next = { ...seen };
          for (const l of snapshot) if (!(l.cartItemId in next)) next[l.cartItemId] = l.finalPrice;
          return next;
        });
        setCheck({ statuses: new Map(result.map((s) => [s.cartItemId, s])), failed: false });
        void actions.refreshCartPrices(
          result.flatMap((s) =>
            s.state === "available" ? [{ cartItemId: s.cartItemId, name: s.name, price: s.price, finalPrice: s.finalPrice, discount: s.discount }] : [],
          ),
        );
      },
      () => {
        if (!cancelled) setCheck((c) => ({ ...c, failed: true }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [restored, key, attempt, actions, locale]);

  // Focus: a removed line takes its focused button with it; go to the list's heading, or to the
  // empty state's heading when the cart is now empty.
  const { listTarget: listHeading, emptyHeading, removing } = useFocusAfterRemoval<HTMLHeadingElement>(lines.length === 0);

  if (!restored) return <Pending list="cart" loading={t.loading} empty={emptyContent.cart(t)} />;
  if (lines.length === 0) return <EmptyState {...emptyContent.cart(t)} headingRef={emptyHeading} />;

  const review = reviewCart(lines, check.statuses, seenPrices);
  const checking = !check.failed && review.lines.some((l) => !l.checked);
  const unbuyable = review.lines.filter((l) => l.problem?.kind === "unavailable" || l.problem?.kind === "sold-out");
  const price = (cents: number) => formatPrice(cents, locale);
  // What promotions take off each line (same order as the lines) and off the goods.
  const lineDiscount = (index: number) => quote?.lineDiscounts[index] ?? 0;
  const onGoods = (quote?.promotions ?? []).filter((p) => p.class !== "delivery");
  const onDelivery = (quote?.promotions ?? []).filter((p) => p.class === "delivery");
  const saving = onGoods.reduce((sum, p) => sum + p.amount, 0);
  const say = sayFrom(pt);
  // The code kept gives nothing now (the lines changed, it ended...): why, in the server's words.
  const codeNote = code && quote?.refusal ? quote.refusal.message : undefined;

  function removeLine(cartItemId: string) {
    removing();
    void actions.removeFromCart(cartItemId);
  }

  function decrease(r: LineReview<CartLine>) {
    if (r.line.quantity <= 1) removing();
    void actions.decreaseQuantity(r.line.cartItemId);
  }

  function increase(r: LineReview<CartLine>, stock: number) {
    const { line } = r;
    void actions.addToCart({
      product: { id: line.id, name: line.name, image: line.image, price: line.price, finalPrice: line.finalPrice, discount: line.discount },
      stock,
      color: line.selectedProductColor,
      size: line.selectedProductSize,
      registry: line.registry,
    });
  }

  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-lines-heading" className={styles.linesSection}>
        <h2 id="cart-lines-heading" ref={listHeading} tabIndex={-1} className="visually-hidden">
          {t.linesLabel}
        </h2>
        <div className={styles.columns} aria-hidden="true">
          <span>{t.product}</span>
          <span>{t.unitPrice}</span>
          <span>{t.quantity}</span>
          <span>{t.total}</span>
        </div>
        <ul role="list" className={styles.lines}>
          {review.lines.map((r, index) => {
            const { line } = r;
            const off = lineDiscount(index);
            const status = check.statuses.get(line.cartItemId);
            const stock = status?.state === "available" ? status.stock : undefined;
            const buyable = r.problem?.kind !== "unavailable" && r.problem?.kind !== "sold-out";
            const canIncrease = stock !== undefined && line.quantity < Math.min(stock, MAX_LINE_QUANTITY);
            return (
              <li key={line.cartItemId} className={`${styles.line} ${buyable ? "" : styles.unbuyable}`} data-testid="cart-line">
                <Thumb src={line.image} size={96} className={styles.thumb} />
                <div className={styles.info}>
                  <Link href={productHref(line.id, { color: line.selectedProductColor, size: line.selectedProductSize })} className={styles.name}>
                    {line.name}
                  </Link>
                  {line.selectedProductColor && (
                    <span className={styles.meta}>{fill(t.color, { color: colorName(line.selectedProductColor) })}</span>
                  )}
                  {line.selectedProductSize && <span className={styles.meta}>{fill(t.size, { size: line.selectedProductSize })}</span>}
                  {line.registry && (
                    <Link href={registryHref(line.registry.slug)} className={styles.meta} data-testid="gift-for">
                      {fill(t.giftFor, { title: line.registry.title })}
                    </Link>
                  )}
                  {r.problem && (
                    <p className={styles.problem} data-testid="line-problem">
                      {r.problem.kind === "unavailable"
                        ? t.unavailable
                        : r.problem.kind === "sold-out"
                          ? t.soldOut
                          : fill(t.overStock, { count: r.problem.stock })}
                      {r.problem.kind === "over-stock" && (
                        <button
                          type="button"
                          className={styles.fix}
                          onClick={() => r.problem?.kind === "over-stock" && void actions.setQuantity(line.cartItemId, r.problem.stock)}
                        >
                          {fill(t.fixQuantity, { count: r.problem.stock })}
                        </button>
                      )}
                    </p>
                  )}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={fill(t.removeLabel, { name: line.name })}
                    onClick={() => removeLine(line.cartItemId)}
                  >
                    {t.remove}
                  </button>
                </div>
                <div className={styles.unit}>
                  <span className={styles.cellLabel}>{t.unitPrice}</span>
                  <span data-testid="unit-price">{price(r.unitPrice)}</span>
                  {r.priceChangedFrom !== undefined && (
                    <span className={styles.changed} data-testid="price-changed">
                      {fill(t.priceChanged, { price: price(r.priceChangedFrom) })}
                    </span>
                  )}
                </div>
                <div className={styles.qty}>
                  <span className={styles.cellLabel}>{t.quantity}</span>
                  {buyable ? (
                    <div className={styles.stepper} role="group" aria-label={fill(t.quantityOf, { name: line.name })}>
                      <button
                        type="button"
                        className={styles.step}
                        aria-label={fill(t.decreaseLabel, { name: line.name })}
                        onClick={() => decrease(r)}
                      >
                        <MinusIcon />
                      </button>
                      <span className={styles.count} aria-live="polite" data-testid="quantity">
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        className={styles.step}
                        aria-label={fill(t.increaseLabel, { name: line.name })}
                        disabled={!canIncrease}
                        onClick={() => stock !== undefined && increase(r, stock)}
                      >
                        <PlusIcon />
                      </button>
                    </div>
                  ) : (
                    <span className={styles.count} data-testid="quantity">
                      {line.quantity}
                    </span>
                  )}
                </div>
                <div className={styles.total}>
                  <span className={styles.cellLabel}>{t.total}</span>
                  <span data-testid="line-total">{buyable ? price(r.unitPrice * line.quantity - off) : "–"}</span>
                  {buyable && off > 0 ? (
                    <span className={styles.promotion} data-testid="line-promotion">
                      <Filled template={pt.lineSaving} name="amount">
                        <span className="nowrap">{takenOff(price(off))}</span>
                      </Filled>
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <ListFooter
          back={t.continueShopping}
          clear={t.clearCart}
          onClear={() => {
            removing();
            void actions.clearCart();
          }}
        />
      </section>

      <section id="checkout" aria-labelledby="checkout-heading" className={styles.summary}>
        <h2 id="checkout-heading" className={styles.summaryTitle}>
          {t.summary}
        </h2>
        <p className={styles.subtotal} aria-live="polite" aria-atomic="true">
          <span>{t.subtotal}</span>
          <span data-testid="cart-subtotal">{price(review.subtotal)}</span>
        </p>
        {unbuyable.length > 0 && <p className={styles.note}>{t.excluded}</p>}
        <CouponField texts={pt} code={code} note={codeNote} onApply={apply} onRemove={() => void actions.removeCode()} />
        {onGoods.length > 0 ? (
          <dl className={styles.promotions} data-testid="cart-promotions">
            {onGoods.map((p) => (
              <div key={p.promotionId}>
                <dt>{promotionLabel(p, say)}</dt>
                <dd>{takenOff(price(p.amount))}</dd>
              </div>
            ))}
            <div className={styles.estimate}>
              <dt>{pt.estimatedTotal}</dt>
              <dd data-testid="cart-estimated-total">{price(review.subtotal - saving)}</dd>
            </div>
          </dl>
        ) : null}
        {/* The cart shows no delivery price: a delivery offer is named here, and taken off at checkout. */}
        {onDelivery.map((p) => (
          <p key={p.promotionId} className={styles.deliveryPromotion} data-testid="cart-delivery-promotion">
            {promotionLabel(p, say)}
          </p>
        ))}
        {onGoods.length + onDelivery.length > 0 ? <p className={styles.note}>{pt.estimateNote}</p> : null}
        <TaxEstimate
          lineTotals={review.lines.flatMap((r, index) => (unbuyable.includes(r) ? [] : [r.unitPrice * r.line.quantity - lineDiscount(index)]))}
          locale={locale}
          texts={t}
        />
        <div className={styles.status} role="status">
          {checking ? (
            <p>{t.checking}</p>
          ) : check.failed ? (
            <p>
              {t.checkFailed}{" "}
              <button type="button" className={styles.fix} onClick={() => setAttempt((a) => a + 1)}>
                {t.retry}
              </button>
            </p>
          ) : review.ready ? (
            <p className={styles.ready}>{t.ready}</p>
          ) : (
            <p className={styles.notReady} data-testid="not-ready">
              {fill(t.notReady, { count: review.problems })}
            </p>
          )}
        </div>
        {unbuyable.length > 0 && (
          <button
            type="button"
            className={styles.fix}
            onClick={() => {
              removing();
              for (const r of unbuyable) void actions.removeFromCart(r.line.cartItemId);
            }}
          >
            {t.removeUnavailable}
          </button>
        )}
        <h3 className={styles.checkoutTitle}>{t.checkoutHeading}</h3>
        {/* Lines still being checked or with a problem: checkout would refuse them anyway. */}
        {review.ready ? (
          <Link href={ROUTES.checkout} className="button">
            {t.toCheckout}
          </Link>
        ) : null}
        <p className={styles.note}>{t.checkoutNote}</p>
        <p className={styles.note}>{t.pricesNote}</p>
      </section>
    </div>
  );
}
