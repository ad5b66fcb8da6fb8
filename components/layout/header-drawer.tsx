import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { SearchBox } from "@/components/search/search-box";
import menu from "@/components/ui/header-menu.module.css";
import { CLOSE_ON_LINK_ATTRIBUTE } from "@/lib/dialog-links";
import { MenuDrawer } from "./menu-drawer-island";
import { DrawerNav, type NavLink } from "./drawer-nav";
import styles from "./header-drawer.module.css";

const DIALOG_ID = "site-menu";
const BUTTON_ID = "site-menu-button";

type Texts = { menu: string; closeMenu: string; mainNav: string; categories: string };

/**
 * The phone header's menu button (header.module.css shows it below 760 px, where the navigation,
 * search and languages leave the header's row). It opens a modal dialog holding them: the browser
 * moves focus in, keeps it there, makes the page behind inert, and Escape closes it and gives focus
 * back to the button. Its buttons use invoker commands, so it works before any script.
 */
export function MenuButton({ label }: { label: string }) {
  return (
    <button
      id={BUTTON_ID}
      type="button"
      className={`${menu.icon} ${styles.button}`}
      commandfor={DIALOG_ID}
      command="show-modal"
      aria-controls={DIALOG_ID}
      aria-expanded="false"
      aria-haspopup="dialog"
    >
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 22 22">
        <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * The drawer: search, the main links, the categories, then the language choice. `categories`
 * should be the array the header's categories menu gets (drawer-nav.tsx: sent once).
 */
export function HeaderDrawer({ texts, links, categories, languages }: { texts: Texts; links: NavLink[]; categories: NavLink[]; languages: ReactNode }) {
  return (
    <dialog id={DIALOG_ID} className={styles.drawer} aria-labelledby={`${DIALOG_ID}-title`} closedby="any" {...{ [CLOSE_ON_LINK_ATTRIBUTE]: "" }}>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={`${DIALOG_ID}-title`} className={styles.title}>
            {texts.menu}
          </h2>
          <button type="button" className={menu.icon} commandfor={DIALOG_ID} command="close" aria-label={texts.closeMenu}>
            <Icon name="close" />
          </button>
        </div>
        <SearchBox id="drawer-search" />
        <DrawerNav label={texts.mainNav} links={links} categoriesLabel={texts.categories} categoriesId={`${DIALOG_ID}-categories`} categories={categories} />
        <div className={styles.languages}>{languages}</div>
      </div>
      <MenuDrawer dialogId={DIALOG_ID} buttonId={BUTTON_ID} />
    </dialog>
  );
}
