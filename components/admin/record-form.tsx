"use client";
// A record page's small form (an order's parcel when marking it shipped, a bank transfer received,
// a product's recall): a few labelled fields and one button. Runs `run(values)`, a server action the page bound to its
// record (admin-guarded, zod-parsed), which answers the text to announce; then refreshes the
// server's view. A refusal is shown as an alert, each field's reason next to it. Its fields are the
// form kit's (components/ui/form.tsx; the placing page imports form.module.css).
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { FieldFrame } from "@/components/ui/form";
import type { ActionResult } from "@/lib/actions/result";
import styles from "./record.module.css";

export type RecordField = {
  name: string;
  label: string;
  type?: "text" | "date" | "textarea";
  maxLength?: number;
  /** Offered while typing (a datalist); anything else may be typed too. */
  suggestions?: readonly string[];
  defaultValue?: string;
  /** Said under the field (and read with it). */
  hint?: string;
  /** The keyboard a phone offers ("decimal": digits and a separator, for an amount; "numeric": digits). */
  inputMode?: "decimal" | "numeric";
  /** May be left empty (every other field is required). */
  optional?: boolean;
};
export type RecordFormTexts = { submit: string; working: string; failed: string };
type Props = {
  fields: readonly RecordField[];
  run: (values: Record<string, string>) => Promise<ActionResult<{ message: string }>>;
  texts: RecordFormTexts;
  /**
   * The record has moved past this form (the order is shipped): only its last answer is shown. The
   * page keeps the form mounted across the refresh that follows a success, so that answer is still
   * there (and focused) once the server's view no longer offers the form.
   */
  closed?: boolean;
};

export function RecordForm({ fields, run, texts, closed = false }: Props) {
  const router = useRouter();
  const id = useId();
  const [busy, start] = useTransition();
  const [message, setMessage] = useState<{ kind: "status" | "alert"; text: string; fields?: Record<string, string> } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const submit = (data: FormData) =>
    start(async () => {
      try {
        const result = await run(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? "")])));
        if (result.ok) {
          setMessage({ kind: "status", text: result.data.message });
          router.refresh();
        } else setMessage({ kind: "alert", text: result.message, ...(result.fieldErrors ? { fields: result.fieldErrors } : {}) });
      } catch {
        setMessage({ kind: "alert", text: texts.failed });
      }
    });

  const answer = message ? (
    <p ref={messageRef} tabIndex={-1} role={message.kind} className={message.kind === "alert" ? styles.alert : styles.done}>
      {message.text}
    </p>
  ) : null;
  if (closed) return answer;

  // onSubmit, not a form action: React resets a form after its action, which would empty what
  // staff typed when the server refuses one field.
  return (
    <form
      className={styles.recordForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit(new FormData(event.currentTarget));
      }}
    >
      {fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const error = message?.fields?.[f.name];
        return (
          <div key={f.name} className={f.type === "textarea" ? styles.wide : undefined}>
            <FieldFrame id={fieldId} label={f.label} hint={f.hint} error={error}>
              {(control) => {
                const common = { ...control, name: f.name, required: !f.optional, maxLength: f.maxLength, defaultValue: f.defaultValue };
                if (f.type === "textarea") return <textarea {...common} rows={4} />;
                return (
                  <>
                    <input
                      {...common}
                      type={f.type ?? "text"}
                      inputMode={f.inputMode}
                      autoComplete="off"
                      list={f.suggestions ? `${fieldId}-list` : undefined}
                    />
                    {f.suggestions ? (
                      <datalist id={`${fieldId}-list`}>
                        {f.suggestions.map((s) => (
                          <option key={s} value={s} />
                        ))}
                      </datalist>
                    ) : null}
                  </>
                );
              }}
            </FieldFrame>
          </div>
        );
      })}
      <p>
        <button type="submit" className="button" disabled={busy}>
          {texts.submit}
        </button>
      </p>
      {busy ? <p className={styles.working}>{texts.working}</p> : null}
      {answer}
    </form>
  );
}
