"use client";
// "Cancel order" on a pending order: a confirm step in the page (no browser dialog), then the
// cancelOrder action and a refresh of the server's view. The server stops rendering this button
// once the order is cancelled; as it goes, focus moves to the order's new status, which is read out.
// A refusal (the shop moved the order on meanwhile, say) is shown as an alert.
//
// The status is looked up inside the order's own element (`[data-order-scope]`), not by id alone:
// after a client navigation the previous page stays in the document, hidden (Cache Components
// keep it for "back"), and may hold the same order.
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { cancelOrder } from "@/lib/actions/orders";
import styles from "./orders.module.css";

export type CancelOrderTexts = {
  /** "Cancel order", and who it is for screen readers: "(order FL-...)". */
  button: string;
  orderRef: string;
  /** "Cancel order FL-...? ..." */
  question: string;
  yes: string;
  no: string;
  cancelling: string;
  failed: string;
};

type Props = { orderId: string; statusId: string; texts: CancelOrderTexts };

export function CancelOrder({ orderId, statusId, texts }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState("");
  const [busy, startBusy] = useTransition();
  const done = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  // Where focus goes once the change is on screen: the "Keep it" button of the question, or the
  // "Cancel order" button again (the control used is gone). A new object each time, so it runs again.
  const [focus, setFocus] = useState<{ on: "keep" | "open" } | null>(null);
  useEffect(() => {
    if (focus) (focus.on === "keep" ? keepButton : openButton).current?.focus();
  }, [focus]);

  // Unmounted after a cancel: the refreshed page no longer offers it. Focus goes to the status.
  useEffect(() => {
    const scope = root.current?.closest<HTMLElement>("[data-order-scope]") ?? null;
    return () => {
      if (!done.current) return;
      requestAnimationFrame(() => {
        const status = scope?.isConnected ? scope.querySelector<HTMLElement>(`[id="${statusId}"]`) : document.getElementById(statusId);
        status?.focus();
      });
    };
  }, [statusId]);

  const ask = () => {
    setError("");
    setConfirming(true);
    // The safe choice first: Enter pressed twice keeps the order.
    setFocus({ on: "keep" });
  };
  const keep = () => {
    setConfirming(false);
    setFocus({ on: "open" });
  };
  const cancel = () =>
    startBusy(async () => {
      let message = texts.failed;
      try {
        const result = await cancelOrder({ orderId });
        if (result.ok) {
          done.current = true;
          router.refresh();
          return;
        }
        message = result.message;
      } catch {
        // Network: the generic message.
      }
      setError(message);
      setConfirming(false);
      setFocus({ on: "open" });
    });

  return (
    <div ref={root} className={styles.cancel}>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className={styles.confirm}>
          <p id={questionId}>{texts.question}</p>
          <div className={styles.buttons}>
            <button type="button" className={`button ${styles.danger}`} disabled={busy} onClick={cancel}>
              {busy ? texts.cancelling : texts.yes}
            </button>
            <button ref={keepButton} type="button" className="button button-secondary" disabled={busy} onClick={keep}>
              {texts.no}
            </button>
          </div>
        </div>
      ) : (
        <button ref={openButton} type="button" className="button button-secondary" onClick={ask}>
          {texts.button}
          <span className="visually-hidden"> {texts.orderRef}</span>
        </button>
      )}
    </div>
  );
}
