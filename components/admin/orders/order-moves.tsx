"use client";
// The admin order page's status buttons: one per move the state machine allows staff
// (nextStatuses(status, "admin")); cancelling asks first (its stock comes back). Runs the
// moveOrder action, refreshes the server's view, announces the new status and moves focus to it.
// A refusal (someone moved the order meanwhile) is shown as an alert.
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { moveOrder } from "@/lib/actions/admin-orders";
import type { OrderStatus } from "@/lib/orders/status";
import styles from "./admin-orders.module.css";

export type OrderMovesTexts = {
  cancelQuestion: string;
  cancelYes: string;
  cancelNo: string;
  moving: string;
  failed: string;
  /** Shown when no move is left (the order is final). */
  final: string;
  /** "The order is now {status}." */
  moved: string;
  statusNames: Record<OrderStatus, string>;
};

type Props = { orderId: string; moves: readonly { to: OrderStatus; label: string }[]; texts: OrderMovesTexts };

export function OrderMoves({ orderId, moves, texts }: Props) {
  const router = useRouter();
  const [busy, startBusy] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ kind: "status" | "alert"; text: string } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const move = (to: OrderStatus) =>
    startBusy(async () => {
      setConfirming(false);
      try {
        const result = await moveOrder({ orderId, to });
        if (result.ok) {
          setMessage({ kind: "status", text: texts.moved.replace("{status}", texts.statusNames[result.data.status]) });
          router.refresh();
        } else setMessage({ kind: "alert", text: result.message });
      } catch {
        setMessage({ kind: "alert", text: texts.failed });
      }
    });

  return (
    <div className={styles.moves}>
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className={styles.confirm}>
          <p id={questionId}>{texts.cancelQuestion}</p>
          <button type="button" className="button" disabled={busy} onClick={() => move("cancelled")}>
            {texts.cancelYes}
          </button>
          <button ref={keepRef} type="button" className="button button-secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {texts.cancelNo}
          </button>
        </div>
      ) : (
        moves.length === 0 ? (
          <p>{texts.final}</p>
        ) : (
        <div className={styles.moveButtons}>
          {moves.map((m) => (
            <button
              key={m.to}
              type="button"
              className={m.to === "cancelled" ? "button button-secondary" : "button"}
              disabled={busy}
              onClick={() => (m.to === "cancelled" ? setConfirming(true) : move(m.to))}
            >
              {m.label}
            </button>
          ))}
        </div>
        )
      )}
      {busy ? <p className={styles.working}>{texts.moving}</p> : null}
      {message ? (
        <p ref={messageRef} tabIndex={-1} role={message.kind} className={message.kind === "alert" ? styles.alert : styles.done}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
