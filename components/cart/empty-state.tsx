// The cart, wishlist and compare screens' empty state, and what they show until the stored state
// is restored (Pending). Apart from parts.tsx: the page renders Pending on the server as the
// screens' placeholder (screens.tsx), and the rest of the parts come with the screens' chunks.
import type { Ref } from "react";
import { Link } from "@/components/ui/link";
import type { StoredList } from "@/stores/shop-store";
import { ROUTES } from "@/lib/routes";
import { Loading } from "@/components/ui/spinner";
import type { CartPageTexts, ComparePageTexts, WishlistPageTexts } from "./texts";
import { EmptyPanel } from "@/components/ui/empty-panel";
import styles from "./empty-state.module.css";

export type EmptyContent = { title: string; text: string; action: { href: string; label: string } };

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
    <EmptyPanel art="bag" title={title} text={text} headingRef={headingRef}>
      <Link href={action.href} className="button">
        {action.label}
      </Link>
    </EmptyPanel>
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
