"use client";
// "Ask to return" on a delivered order: how many units of each line (up to those not asked back
// yet) and why. A form action (lib/actions/returns.ts askReturn), so it works before its code
// loads; the key made by the page for this visit makes a double submit one request. The answer is
// announced; what to fix is said next to its field and the first such field takes focus. React
// clears a form after its action: after a refusal the form is mounted again (its key) with what
// was typed.
import { useActionState, useEffect, useId, useRef } from "react";
import fields from "@/components/ui/form.module.css";
import type { ReturnFormState } from "@/lib/actions/returns";

export type ReturnFormTexts = {
  units: string[];
  reason: string;
  submit: string;
  working: string;
  noUnits: string;
  noReason: string;
  nothingLeft: string;
};

type Props = {
  run: (previous: ReturnFormState, data: FormData) => Promise<ReturnFormState>;
  orderId: string;
  requestId: string;
  /** Units each line may still return (its index is the order's line). */
  available: number[];
  texts: ReturnFormTexts;
};

export function ReturnForm({
  run,
  orderId,
  requestId,
  available,
  texts: t,
}: Props) {
  const [answer, action, pending] = useActionState(run, null);
  const id = useId();
  const firstUnits = useRef<HTMLSelectElement>(null);
  const reason = useRef<HTMLTextAreaElement>(null);
  const errors = answer?.fieldErrors ?? {};
  const unitsError = "lines" in errors ? t.noUnits : "";
  const reasonError = "reason" in errors ? t.noReason : "";
  useEffect(() => {
    if (unitsError) firstUnits.current?.focus();
    else if (reasonError) reason.current?.focus();
  }, [answer, unitsError, reasonError]);
  const firstLine = available.findIndex((n) => n > 0);
  const status = (
    <p
      role={answer && !answer.ok ? "alert" : "status"}
      className={fields.status}
      data-tone={answer ? (answer.ok ? "success" : "error") : undefined}
      data-testid="return-answer"
    >
      {answer && !(answer.fieldErrors && (unitsError || reasonError))
        ? answer.message
        : ""}
    </p>
  );
  // Every unit asked back (by the request just sent, say): no fields, the answer stays.
  if (firstLine === -1) {
    return (
      <div className={fields.form} data-testid="return-form">
        {status}
        <p>{t.nothingLeft}</p>
      </div>
    );
  }
  const typed = answer?.fields ?? {};
  return (
    <form key={JSON.stringify(typed)} action={action} className={fields.form} data-testid="return-form">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="id" value={requestId} />
      {available.map((n, i) =>
        n > 0 ? (
          <div key={i} className={fields.field}>
            <label htmlFor={`${id}-units-${i}`}>{t.units[i]}</label>
            <select
              id={`${id}-units-${i}`}
              name={`units-${i}`}
              className={fields.input}
              defaultValue={typed[`units-${i}`] || "0"}
              ref={i === firstLine ? firstUnits : undefined}
              aria-invalid={unitsError ? true : undefined}
              aria-describedby={unitsError ? `${id}-units-error` : undefined}
            >
              {Array.from({ length: n + 1 }, (_, q) => (
                <option key={q} value={String(q)}>
                  {q}
                </option>
              ))}
            </select>
          </div>
        ) : null,
      )}
      <p id={`${id}-units-error`} className={fields.fieldError}>
        {unitsError}
      </p>
      <div className={fields.field}>
        <label htmlFor={`${id}-reason`}>{t.reason}</label>
        <textarea
          id={`${id}-reason`}
          ref={reason}
          name="reason"
          rows={3}
          maxLength={1000}
          required
          defaultValue={typed.reason ?? ""}
          className={fields.input}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-reason-error`}
        />
        <p id={`${id}-reason-error`} className={fields.fieldError}>
          {reasonError}
        </p>
      </div>
      <button type="submit" className="button" disabled={pending}>
        {pending ? t.working : t.submit}
      </button>
      {status}
    </form>
  );
}
