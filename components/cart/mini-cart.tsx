"use client";
// The mini-cart panel's content (loaded with the panel's first opening): lines, subtotal, and
// the ways on: the cart, and checkout.
import { Link } from "@/components/ui/link";
import { formatPrice } from "@/lib/format";
import { cartSubtotal, type CartLine } from "@/stores/rules";
import { CloseIcon } from "./icons";
import { useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import { Thumb } from "@/components/ui/thumb";
import styles from "./header-shop-links.module.css";
import { ROUTES, productHref, registryHref } from "@/lib/routes";
import { fill } from "@/lib/i18n/format";

const CART = ROUTES.cart;
const CHECKOUT = ROUTES.checkout;

export default function MiniCart({
  lines,
  onNavigate,
  onRemove,
}: {
  lines: CartLine[];
  onNavigate: () => void;
  onRemove: (cartItemId: string) => void;
}) {
  const { t, locale, colorName } = useShopTexts();
  if (lines.length === 0) return <p className={styles.muted}>{t.miniCartEmpty}</p>;
  return (
    <>
      <ul role="list" className={styles.lines}>
        {lines.map((l) => (
          <li key={l.cartItemId} className={styles.line}>
            <Thumb src={l.image} size={56} className={styles.thumb} />
            <div className={styles.lineBody}>
              <Link href={productHref(l.id)} className={styles.lineName} onClick={onNavigate}>
                {l.name}
              </Link>
              {(l.selectedProductColor || l.selectedProductSize) && (
                <span className={styles.muted}>
                  {[l.selectedProductColor && colorName(l.selectedProductColor), l.selectedProductSize].filter(Boolean).join(", ")}
                </span>
              )}
              {l.registry && (
                <Link href={registryHref(l.registry.slug)} className={styles.muted} onClick={onNavigate}>
                  {fill(t.giftFor, { title: l.registry.title })}
                </Link>
              )}
              <span>
                {l.quantity} × {formatPrice(l.finalPrice, locale)}
              </span>
            </div>
            <button
              type="button"
              className={styles.remove}
              aria-label={fill(t.removeFromCartLabel, { name: l.name })}
              onClick={() => onRemove(l.cartItemId)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.subtotal}>
        <span>{t.subtotal}</span>
        <span data-testid="mini-cart-subtotal">{formatPrice(cartSubtotal(lines), locale)}</span>
      </p>
      <div className={styles.panelActions}>
        <Link href={CART} className="button button-secondary" onClick={onNavigate}>
          {t.viewCart}
        </Link>
        <Link href={CHECKOUT} className="button" onClick={onNavigate}>
          {t.checkout}
        </Link>
      </div>
    </>
  );
}
