"use client";
// Marking an order shipped: the parcel's carrier (typed, with the carriers the shop knows offered)
// and its tracking number, both required. Runs `run`, a server action the page bound to its order
// (admin-guarded, zod-parsed), which answers the text to announce; a refusal is shown as an alert,
// a field's reason next to it.
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { ActionResult } from "@/lib/actions/result";
import styles from "../record.module.css";

export type ShipFormTexts = {
  carrier: string;
  trackingNumber: string;
  submit: string;
  working: string;
  failed: string;
};
type Props = {
  carriers: readonly string[];
  run: (shipment: { carrier: string; trackingNumber: string }) => Promise<ActionResult<{ message: string }>>;
  texts: ShipFormTexts;
};

export function ShipForm({ carriers, run, texts }: Props) {
  const router = useRouter();
  const id = useId();
  const [busy, start] = useTransition();
  const [message, setMessage] = useState<{
    kind: "status" | "alert";
    text: string;
    fields?: Record<string, string>;
  } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const submit = (data: FormData) =>
    start(async () => {
      try {
        const result = await run({
          carrier: String(data.get("carrier") ?? ""),
          trackingNumber: String(data.get("trackingNumber") ?? ""),
        });
        if (result.ok) {
          setMessage({ kind: "status", text: result.data.message });
          router.refresh();
        } else
          setMessage({
            kind: "alert",
            text: result.message,
            ...(result.fieldErrors ? { fields: result.fieldErrors } : {}),
          });
      } catch {
        setMessage({ kind: "alert", text: texts.failed });
      }
    });

  const field = (name: "carrier" | "trackingNumber", extra: { list?: string; autoCapitalize?: string }) => {
    const error = message?.fields?.[name];
    return (
      <p className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{texts[name]}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          required
          maxLength={name === "carrier" ? 60 : 50}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...extra}
        />
        {error ? (
          <span id={`${id}-${name}-error`} className={styles.fieldError}>
            {error}
          </span>
        ) : null}
      </p>
    );
  };

  return (
    <form action={submit} className={styles.shipForm}>
      {field("carrier", { list: `${id}-carriers` })}
      <datalist id={`${id}-carriers`}>
        {carriers.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {field("trackingNumber", { autoCapitalize: "characters" })}
      <p>
        <button type="submit" className="button" disabled={busy}>
          {texts.submit}
        </button>
      </p>
      {busy ? <p className={styles.working}>{texts.working}</p> : null}
      {message ? (
        <p ref={messageRef} tabIndex={-1} role={message.kind} className={message.kind === "alert" ? styles.alert : styles.done}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
