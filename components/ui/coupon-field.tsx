"use client";
// The coupon field of the cart and the checkout: a labelled input and "Apply" (Enter applies
// too), the code kept and its "Remove". No <form> of its own: the checkout's summary sits inside
// the order's form, so Enter here applies the code and never places the order. A refusal is said
// under the field (an alert tied to it: aria-describedby, aria-invalid) and applies nothing; what
// was applied or removed is said in a polite status. The caller asks the server (`onApply`).
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { fill } from "@/lib/i18n/format";
import { codeOf } from "@/lib/promotions/code";
import { controlProps, FieldError } from "./form";
import styles from "./coupon-field.module.css";
import form from "./form.module.css";

/** The "Promotions" messages the field uses (raw: the island fills them). */
export type CouponTexts = {
  coupon: string;
  apply: string;
  applying: string;
  remove: string;
  removeButton: string;
  current: string;
  applied: string;
  removed: string;
  empty: string;
  failed: string;
  refusals: { unknown: string };
};

/** What the server said of a code: applies (the caller keeps it), or why not, in the shopper's words. */
export type CouponAnswer = { ok: true } | { ok: false; message: string };

type Props = {
  texts: CouponTexts;
  /** The code kept for this cart, if any. */
  code?: string;
  /** Why the code kept gives nothing now (the server's words), if it does not. */
  note?: string;
  onApply(code: string): Promise<CouponAnswer>;
  onRemove(): void;
};

export function CouponField({ texts: t, code, note, onApply, onRemove }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);

  /** A refusal: said under the field, and the field focused to be corrected. */
  function refuse(message: string) {
    setError(message);
    input.current?.focus();
  }

  async function apply() {
    if (pending) return;
    setStatus("");
    const raw = typed.trim();
    if (raw === "") return refuse(t.empty);
    // Text that cannot be a code of ours is told as the server would, without asking it.
    const wanted = codeOf(raw);
    if (!wanted) return refuse(fill(t.refusals.unknown, { code: raw.slice(0, 32) }));
    setPending(true);
    const answer = await onApply(wanted).catch((): CouponAnswer => ({ ok: false, message: t.failed }));
    setPending(false);
    if (!answer.ok) return refuse(answer.message);
    setError("");
    setTyped("");
    setStatus(fill(t.applied, { code: wanted }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    // Inside the checkout's form Enter would place the order: here it applies the code.
    event.preventDefault();
    void apply();
  }

  function remove() {
    onRemove();
    setError("");
    setStatus(t.removed);
    input.current?.focus();
  }

  const inputId = `${id}-code`;
  return (
    <div className={styles.coupon} data-testid="coupon">
      {code ? (
        <div className={styles.current}>
          <p className={styles.code} data-testid="coupon-current">
            {fill(t.current, { code })}
          </p>
          <button type="button" className={form.linkButton} aria-label={fill(t.remove, { code })} onClick={remove}>
            {t.removeButton}
          </button>
          {note ? (
            <p className={styles.note} data-testid="coupon-note">
              {note}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={form.field}>
        <label htmlFor={inputId}>{t.coupon}</label>
        <div className={styles.row}>
          <input
            ref={input}
            name="coupon"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              if (error) setError("");
            }}
            onKeyDown={onKeyDown}
            {...controlProps(inputId, undefined, error)}
          />
          <button type="button" className={`button ${styles.apply}`} aria-disabled={pending || undefined} onClick={() => void apply()}>
            {pending ? t.applying : t.apply}
          </button>
        </div>
        <FieldError id={inputId} error={error} live />
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
