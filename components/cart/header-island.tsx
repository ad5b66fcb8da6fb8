"use client";
// The header's wishlist and compare links and the cart button with its mini-cart panel, each
// with a counter (loaded as its own chunk: see shopping-islands.tsx). Counters show a placeholder until the stored state is restored; after that
// every change is also announced to screen readers (the toast says what happened, this says
// where things stand).
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { cartCount } from "@/stores/rules";
import { useDismiss } from "@/components/ui/use-dismiss";
import { BagIcon, CloseIcon, CompareIcon, HeartIcon } from "./icons";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import menu from "@/components/ui/header-menu.module.css";
import styles from "./header-shop-links.module.css";
import { ROUTES } from "@/lib/routes";
import { fill, plural } from "@/lib/i18n/format";

// The panel's lines load with the first opening (or hover), not with the page.
const loadMiniCart = () => import("./mini-cart");
const MiniCart = lazy(loadMiniCart);

function Counter({ value, restored }: { value: number; restored: boolean }) {
  if (!restored) return <span className={`${styles.count} ${styles.pending}`} aria-hidden="true" />;
  // Nothing saved: no badge (the link's name still says "0 items").
  if (value === 0) return null;
  return (
    <span className={styles.count} aria-hidden="true">
      {value > 99 ? "99+" : value}
    </span>
  );
}

export function HeaderIsland() {
  const { t, locale } = useShopTexts();
  const actions = useShopActions();
  const restored = useRestored();
  const lines = useShop((s) => s.cart.cartItems);
  const wishlist = useShop((s) => s.wishlist.wishlistItems.length);
  const compare = useShop((s) => s.compare.compareItems.length);
  const units = cartCount(lines);

  const items = (n: number) => plural(locale, { one: t.itemsOne, other: t.itemsOther }, n);
  const products = (n: number) => plural(locale, { one: t.productsOne, other: t.productsOther }, n);
  const labels = restored
    ? {
        cart: fill(t.cartLinkLabel, { items: items(units) }),
        wishlist: fill(t.wishlistLinkLabel, { products: products(wishlist) }),
        compare: fill(t.compareLinkLabel, { products: products(compare) }),
      }
    : { cart: t.cart, wishlist: t.wishlist, compare: t.compare };

  // Announce a counter that changed after the restore (not the restore itself).
  const [seen, setSeen] = useState<{ units: number; wishlist: number; compare: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  if (restored && (!seen || seen.units !== units || seen.wishlist !== wishlist || seen.compare !== compare)) {
    if (seen) {
      const changed = [
        seen.units !== units ? labels.cart : null,
        seen.wishlist !== wishlist ? labels.wishlist : null,
        seen.compare !== compare ? labels.compare : null,
      ].filter(Boolean);
      setAnnouncement(changed.join(". "));
    }
    setSeen({ units, wishlist, compare });
  }

  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }
  const dismiss = useDismiss(wrapRef, open, close);

  async function remove(cartItemId: string) {
    // The focused remove button disappears with its line: keep focus in the panel.
    headingRef.current?.focus();
    await actions.removeFromCart(cartItemId);
  }

  return (
    <div className={styles.links}>
      <Link href={ROUTES.wishlist} className={`${menu.icon} ${styles.secondary}`} aria-label={labels.wishlist}>
        <HeartIcon />
        <Counter value={wishlist} restored={restored} />
      </Link>
      <Link href={ROUTES.compare} className={`${menu.icon} ${styles.secondary}`} aria-label={labels.compare}>
        <CompareIcon />
        <Counter value={compare} restored={restored} />
      </Link>
      <div className={menu.menu} ref={wrapRef} {...dismiss}>
        <button
          ref={buttonRef}
          type="button"
          className={menu.icon}
          aria-label={labels.cart}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          onPointerEnter={() => void loadMiniCart()}
          onFocus={() => void loadMiniCart()}
        >
          <BagIcon />
          <Counter value={units} restored={restored} />
        </button>
        <div id={panelId} className={`${menu.panel} ${styles.panel}`} hidden={!open} role="region" aria-labelledby={headingId}>
          <div className={styles.panelHead}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
              {t.miniCartTitle}
            </h2>
            <button type="button" className={styles.close} aria-label={t.closeCart} onClick={() => close(true)}>
              <CloseIcon />
            </button>
          </div>
          {open &&
            (restored ? (
              <Suspense fallback={<p className={styles.muted}>{t.countLoading}</p>}>
                <MiniCart lines={lines} onNavigate={() => setOpen(false)} onRemove={(id) => void remove(id)} />
              </Suspense>
            ) : (
              <p className={styles.muted}>{t.countLoading}</p>
            ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
