"use client";
// "Transfer received": staff type the amount on the bank statement; the server records it and
// marks the order paid (lib/admin/orders/transfers.ts), or says why not. The answer is announced.
import { useActionState, useId } from "react";
import fields from "@/components/ui/form.module.css";

export type TransferAnswer = { ok: boolean; message: string } | null;
export type TransferTexts = { legend: string; amount: string; hint: string; submit: string; working: string };

export function TransferForm({ run, texts: t, total }: { run: (previous: TransferAnswer, data: FormData) => Promise<TransferAnswer>; texts: TransferTexts; total: string }) {
  const [answer, action, pending] = useActionState(run, null);
  const id = useId();
  return (
    <form action={action}>
      <fieldset>
        <legend>{t.legend}</legend>
        <label htmlFor={`${id}-amount`}>{t.amount}</label>
        <input
          id={`${id}-amount`}
          name="amount"
          className={fields.input}
          inputMode="decimal"
          defaultValue={total}
          required
          aria-describedby={`${id}-hint ${id}-answer`}
          aria-invalid={answer && !answer.ok ? true : undefined}
        />
        <p id={`${id}-hint`} className={fields.note}>
          {t.hint}
        </p>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t.working : t.submit}
        </button>
        <p id={`${id}-answer`} role="status" aria-live="polite">
          {answer?.message}
        </p>
      </fieldset>
    </form>
  );
}
