"use client";
// A record page's action buttons (an order's status moves, a customer's role and access): one per
// choice; a choice with `confirm` asks first (focus on "keep", so Enter does not confirm by
// accident). Runs `run(choice)`, a server action the page bound to its record, which answers the
// text to announce; then refreshes the server's view and moves focus to that text. A refusal
// (someone changed the record meanwhile, a rule) is shown as an alert.
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { ActionResult } from "@/lib/actions/result";
import styles from "./record.module.css";

export type RecordChoice = { value: string; label: string; secondary?: boolean; confirm?: { question: string; yes: string; no: string } };

export type RecordActionsTexts = {
  working: string;
  failed: string;
  /** Shown when no choice is left (a final order). */
  none: string;
};

export type RecordActionRun = (choice: string) => Promise<ActionResult<{ message: string }>>;

type Props = { choices: readonly RecordChoice[]; run: RecordActionRun; texts: RecordActionsTexts };

export function RecordActions({ choices, run, texts }: Props) {
  const router = useRouter();
  const [busy, startBusy] = useTransition();
  const [confirming, setConfirming] = useState<RecordChoice | null>(null);
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

  const act = (choice: string) =>
    startBusy(async () => {
      setConfirming(null);
      try {
        const result = await run(choice);
        if (result.ok) {
          setMessage({ kind: "status", text: result.data.message });
          router.refresh();
        } else setMessage({ kind: "alert", text: result.message });
      } catch {
        setMessage({ kind: "alert", text: texts.failed });
      }
    });

  return (
    <div className={styles.actions}>
      {confirming?.confirm ? (
        <div role="group" aria-labelledby={questionId} className={styles.confirm}>
          <p id={questionId}>{confirming.confirm.question}</p>
          <button type="button" className="button" disabled={busy} onClick={() => act(confirming.value)}>
            {confirming.confirm.yes}
          </button>
          <button ref={keepRef} type="button" className="button button-secondary" disabled={busy} onClick={() => setConfirming(null)}>
            {confirming.confirm.no}
          </button>
        </div>
      ) : choices.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <div className={styles.buttons}>
          {choices.map((c) => (
            <button
              key={c.value}
              type="button"
              className={c.secondary ? "button button-secondary" : "button"}
              disabled={busy}
              onClick={() => (c.confirm ? setConfirming(c) : act(c.value))}
            >
              {c.label}
            </button>
          ))}
        </div>
      )}
      {busy ? <p className={styles.working}>{texts.working}</p> : null}
      {message ? (
        <p ref={messageRef} tabIndex={-1} role={message.kind} className={message.kind === "alert" ? styles.alert : styles.done}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
