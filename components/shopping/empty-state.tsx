// The cart, wishlist and compare screens' empty state, and what they show until the stored state
// is restored (Pending). Apart from parts.tsx: the page renders Pending on the server as the
// screens' placeholder (screens.tsx), and the rest of the parts come with the screens' chunks.
import type { Ref } from "react";
import Link from "next/link";
import type { StoredList } from "@/stores/shop-store";
import { ROUTES } from "@/lib/routes";
import { Loading } from "./loading";
import type { CartPageTexts, ComparePageTexts, WishlistPageTexts } from "./texts";
import panel from "@/components/ui/empty-panel.module.css";
import styles from "./empty-state.module.css";

type EmptyContent = { title: string; text: string; action: { href: string; label: string } };

/** A saved list's empty state (wishlist, compare): back to the shop to browse. */
const savedListEmpty = (t: WishlistPageTexts | ComparePageTexts): EmptyContent => ({
  title: t.emptyTitle,
  text: t.emptyText,
  action: { href: ROUTES.shop, label: t.browse },
});

/** Each list screen's empty state: its words and where it leads. */
export const emptyContent = {
  cart: (t: CartPageTexts): EmptyContent => ({ title: t.emptyTitle, text: t.emptyText, action: { href: ROUTES.shop, label: t.continueShopping } }),
  wishlist: savedListEmpty,
  compare: savedListEmpty,
};

export function EmptyState({ title, text, action, headingRef }: EmptyContent & { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className={panel.panel}>
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false" className={panel.art}>
        <ellipse cx="48" cy="64" rx="34" ry="6" fill="#f3ece5" />
        <path d="M24 26h48l-4 30H28z" fill="#fde8ec" />
        <path d="M38 26v-4a10 10 0 0 1 20 0v4" stroke="#a1344e" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="40" cy="40" r="2.5" fill="#a1344e" />
        <circle cx="56" cy="40" r="2.5" fill="#a1344e" />
        <path d="M42 47q6 4 12 0" stroke="#a1344e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <h2 className={panel.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className={`${panel.text} ${styles.text}`}>{text}</p>
      <Link href={action.href} className="button">
        {action.label}
      </Link>
    </div>
  );
}

/**
 * A list screen until the stored state is restored: the loading line, or the list's empty state
 * when the root layout's script found it stored empty (empty-state.module.css picks one), so an
 * empty screen is whole in the first paint instead of after the scripts (its largest paint).
 */
export function Pending({ list, loading, empty }: { list: StoredList; loading: string; empty: EmptyContent }) {
  return (
    <div className={styles.pending} data-list={list}>
      <div className={styles.whenStored}>
        <Loading label={loading} />
      </div>
      <div className={styles.whenStoredEmpty}>
        <EmptyState {...empty} />
      </div>
    </div>
  );
}
