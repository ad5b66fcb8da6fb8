"use client";
// The header's account button (a lazy island: header-account-island.tsx). It reads the shop's persisted
// user slice and the admin hint (auth-storage.ts), never the Firebase SDK, so storefront pages
// stay static and the same for everyone. Server HTML and the first render are the guest's link;
// both states are one 44x44 icon, so nothing moves when the stored state arrives (CLS 0).
// Signed in, the icon opens a small panel: a greeting, My account, Dashboard (admins), Sign out.
import { useId, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "@/components/ui/link";
import { ROUTES } from "@/lib/routes";
import { useShop } from "@/components/ui/shop-state/shop-state-provider";
import { useDismiss } from "@/components/ui/use-dismiss";
import { readAdminHint, subscribeAdminHint } from "./auth-storage";
import { SignOutButton } from "./sign-out-button";
import menu from "@/components/ui/header-menu.module.css";
import styles from "./header-account.module.css";
import { fill } from "@/lib/i18n/format";

export type AccountMenuTexts = {
  signIn: string;
  menu: string;
  greeting: string;
  greetingAnonymous: string;
  myAccount: string;
  dashboard: string;
  signOut: string;
  signingOut: string;
  signOutFailed: string;
};

function UserIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

const noHint = () => false;

function useAdminHint(): boolean {
  return useSyncExternalStore(subscribeAdminHint, () => readAdminHint(), noHint);
}

export function HeaderAccount({ texts }: { texts: AccountMenuTexts }) {
  const restored = useShop((s) => s.restored);
  const signedIn = useShop((s) => s.user.isLoggedIn);
  const firstName = useShop((s) => s.user.firstName);
  const isAdmin = useAdminHint();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useDismiss(wrapRef, open, (returnFocus) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  });

  if (!restored || !signedIn) {
    return (
      <Link href={ROUTES.login} className={menu.icon} aria-label={texts.signIn} title={texts.signIn}>
        <UserIcon />
      </Link>
    );
  }

  return (
    <div className={menu.menu} ref={wrapRef} {...dismiss}>
      <button
        ref={buttonRef}
        type="button"
        className={menu.icon}
        aria-label={texts.menu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
        <span className={styles.dot} aria-hidden="true" />
      </button>
      <div id={panelId} className={`${menu.panel} ${styles.panel}`} hidden={!open}>
        <p className={styles.greeting}>{firstName ? fill(texts.greeting, { name: firstName }) : texts.greetingAnonymous}</p>
        <ul role="list" className={styles.list}>
          <li>
            <Link href={ROUTES.account} className={styles.item} onClick={() => setOpen(false)}>
              {texts.myAccount}
            </Link>
          </li>
          {isAdmin && (
            <li>
              <Link href={ROUTES.dash} className={styles.item} onClick={() => setOpen(false)}>
                {texts.dashboard}
              </Link>
            </li>
          )}
        </ul>
        <SignOutButton texts={texts} className={styles.signOut} />
      </div>
    </div>
  );
}
