"use client";
// "Pay now" on a pending card order (after Stripe's "Cancel", or a session that could not be
// opened at checkout): the payOrder action gives Stripe's page for this order (the same session
// again), and the browser goes there. A refusal (the page has closed, Stripe unreachable) is shown
// as an alert.
import { useState, useTransition } from "react";
import { payOrder } from "@/lib/actions/payments";
import styles from "./orders.module.css";

export type PayNowTexts = { button: string; opening: string; failed: string; hint: string };

export function PayNow({ orderId, texts }: { orderId: string; texts: PayNowTexts }) {
  const [error, setError] = useState("");
  const [busy, startBusy] = useTransition();
  const pay = () =>
    startBusy(async () => {
      setError("");
      const result = await payOrder({ orderId }).catch(() => null);
      if (result?.ok) {
        window.location.assign(result.data.url);
        return;
      }
      setError(result?.message ?? texts.failed);
    });
  return (
    <div className={styles.cancel}>
      <p>{texts.hint}</p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <button type="button" className="button" disabled={busy} onClick={pay}>
        {busy ? texts.opening : texts.button}
      </button>
    </div>
  );
}
