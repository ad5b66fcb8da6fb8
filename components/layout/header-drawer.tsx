import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import menu from "@/components/ui/header-menu.module.css";
import { MenuDrawer } from "./menu-drawer-island";
import styles from "./header-drawer.module.css";

const DIALOG_ID = "site-menu";
const BUTTON_ID = "site-menu-button";

type Texts = { menu: string; closeMenu: string };

/**
 * The phone header's menu button (shown below 760 px, where the navigation, search and languages
 * leave the header's row). It opens the modal dialog holding them (HeaderDrawer): the browser
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
 * The menu: one modal dialog holding the header's navigation, search and language choice
 * (`children`), rendered once for both layouts. Below 760 px it is the drawer the menu button
 * opens; from 760 px, closed, it is laid out in the header's row (header-drawer.module.css) and
 * its title and close button are hidden.
 */
export function HeaderDrawer({ texts, children }: { texts: Texts; children: ReactNode }) {
  return (
    <dialog id={DIALOG_ID} className={styles.drawer} aria-labelledby={`${DIALOG_ID}-title`} closedby="any">
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={`${DIALOG_ID}-title`} className={styles.title}>
            {texts.menu}
          </h2>
          <button type="button" className={menu.icon} commandfor={DIALOG_ID} command="close" aria-label={texts.closeMenu}>
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
      <MenuDrawer dialogId={DIALOG_ID} buttonId={BUTTON_ID} />
    </dialog>
  );
}
