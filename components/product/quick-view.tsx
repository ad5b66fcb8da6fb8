"use client";
// "Quick view" on a product card: a link to the product page, which once hydrated opens a native
// modal <dialog> instead (focus stays inside, Escape closes it, focus returns to the link) whose
// content the quickView server action renders with the same product core as the product pages.
// A click with a modifier or the middle button still opens the page (a new tab). One element
// before and after hydration: swapping a link for a button re-rendered every card's island in one
// task after the page loaded (15 on a listing), a long task that counted in Lighthouse's TBT.
import { Icon } from "@/components/ui/icon";
import { Suspense, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ActionResult } from "@/lib/actions/result";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./quick-view.module.css";
import buttonStyles from "./quick-view-button.module.css";
import { productHref } from "@/lib/routes";
import { CloseButton, Dialog } from "@/components/ui/dialog";
import { isPlainClick } from "@/lib/plain-click";

/** The words every card's quick view shares: one object per page, sent once in the RSC payload. */
export type QuickViewLabels = {
  open: string;
  close: string;
  loading: string;
  error: string;
  page: string;
};

type Props = {
  id: string;
  locale: Locale;
  labels: QuickViewLabels;
  /** "Quick view: {name}": the control's accessible name and the dialog's (each card has one). */
  label: string;
  /**
   * The quickView server action, passed down by the server component that renders this island:
   * that keeps the action (and the client parts of the product core it renders) in the page's
   * own module graph, so the browser can show what it returns.
   */
  load: (input: { id: string; locale: Locale }) => Promise<ActionResult<ReactNode>>;
};


export function QuickView({ id, locale, labels, label, load }: Props) {
  const href = productHref(id);
  const dialog = useRef<HTMLDialogElement | null>(null);
  // The dialog is added to the page on the first opening only (a listing has 15 cards).
  const [mounted, setMounted] = useState(false);
  const openOnMount = useRef(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The product core keeps the chosen colour and size in the URL (?color=&size=), as on the
  // product page; the page's own address comes back when the dialog closes.
  const pageUrl = useRef<string | null>(null);
  const [state, setState] = useState<{ status: "idle" | "loading" | "error" } | { status: "ready"; content: ReactNode }>({
    status: "idle",
  });

  // Focus goes to the close button, said outright: the browser's own choice on showModal() depends
  // on what the dialog holds at that moment (content arrives later), and React's autoFocus runs
  // before the dialog is open on its first opening.
  function show(el: HTMLDialogElement) {
    el.showModal();
    closeButton.current?.focus();
  }

  async function open() {
    pageUrl.current = window.location.href;
    if (dialog.current) show(dialog.current);
    else {
      openOnMount.current = true;
      setMounted(true);
    }
    if (state.status === "ready" || state.status === "loading") return;
    setState({ status: "loading" });
    try {
      const result = await load({ id, locale });
      setState(result.ok ? { status: "ready", content: result.data } : { status: "error" });
    } catch {
      setState({ status: "error" });
    }
  }

  const loadingMessage = (
    <p className={styles.message} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {labels.loading}
    </p>
  );

  const icon = (
<Icon name="eye" size={16} className={styles.icon} />
  );

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (a modifier, the middle button) gets the product page, as a link does.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void open();
  }

  return (
    <>
      <a
        ref={trigger}
        href={href}
        className={buttonStyles.button}
        aria-label={label}
        aria-haspopup="dialog"
        data-quick-view=""
        onClick={onClick}
      >
        {icon}
        <span>{labels.open}</span>
      </a>
      {/* In <body>, not inside the card: the card's article and link stay what they are. */}
      {mounted &&
        createPortal(
          <Dialog
            dialogRef={(el) => {
              dialog.current = el;
              if (el && openOnMount.current) {
                openOnMount.current = false;
                show(el);
              }
            }}
            size="wide"
            aria-label={label}
            aria-busy={state.status === "loading" || undefined}
            onClose={() => {
              if (pageUrl.current && pageUrl.current !== window.location.href) window.history.replaceState(null, "", pageUrl.current);
              pageUrl.current = null;
              trigger.current?.focus();
            }}
            onClick={(e) => {
              // A link inside leaves the page: close without restoring the page's address.
              if (e.target !== e.currentTarget && e.target instanceof Element && e.target.closest("a[href]")) {
                pageUrl.current = null;
                dialog.current?.close();
              }
            }}
          >
            <div className={styles.frame}>
              <CloseButton label={labels.close} buttonRef={closeButton} className={styles.close} />
              {state.status === "ready" ? (
                // The content's client parts may still be loading their chunks: it waits here,
                // not at the island's boundary above, which would hide the open dialog (and lose
                // focus) meanwhile.
                <Suspense fallback={loadingMessage}>
                  <div className={styles.body}>{state.content}</div>
                </Suspense>
              ) : state.status === "error" ? (
                <p className={styles.message} role="alert">
                  {labels.error} <a href={href}>{labels.page}</a>
                </p>
              ) : (
                loadingMessage
              )}
            </div>
          </Dialog>,
          document.body,
        )}
    </>
  );
}
