"use client";
// Staff's answer to one return request: a message to the customer (needed to refuse), whether the
// units go back in stock, and "Accept and refund" or "Refuse" (the button pressed is the decision).
// A form action (lib/actions/returns.ts answerReturn), so it works before its code loads. The
// answer is announced; the refreshed page shows the request answered.
import { useActionState, useId } from "react";
import fields from "@/components/ui/form.module.css";
import type { ReturnFormState } from "@/lib/actions/returns";

export type ReturnAnswerTexts = {
  message: string;
  messageHint: string;
  restock: string;
  accept: string;
  refuse: string;
  working: string;
  needMessage: string;
};

type Props = {
  run: (previous: ReturnFormState, data: FormData) => Promise<ReturnFormState>;
  orderId: string;
  returnId: string;
  /** Answered: no fields, only the answer (mounted still, so it outlives the refresh after a submit). */
  closed: boolean;
  texts: ReturnAnswerTexts;
};

export function ReturnAnswerForm({
  run,
  orderId,
  returnId,
  closed,
  texts: t,
}: Props) {
  const [answer, action, pending] = useActionState(run, null);
  const id = useId();
  const messageError =
    answer?.fieldErrors && "message" in answer.fieldErrors ? t.needMessage : "";
  const status = (
    <p
      role={answer && !answer.ok ? "alert" : "status"}
      className={fields.status}
      data-tone={answer ? (answer.ok ? "success" : "error") : undefined}
    >
      {answer && !messageError ? answer.message : ""}
    </p>
  );
  if (closed) return status;
  return (
    <form
      action={action}
      className={fields.form}
      data-testid="return-answer-form"
    >
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="returnId" value={returnId} />
      <div className={fields.field}>
        <label htmlFor={`${id}-message`}>{t.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={2}
          maxLength={1000}
          className={fields.input}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className={fields.hint}>
          {t.messageHint}
        </p>
        <p id={`${id}-error`} className={fields.fieldError}>
          {messageError}
        </p>
      </div>
      <label className={fields.check}>
        <input type="checkbox" name="restock" defaultChecked />
        {t.restock}
      </label>
      <div className={fields.actions}>
        <button
          type="submit"
          name="decision"
          value="accept"
          className="button"
          disabled={pending}
        >
          {pending ? t.working : t.accept}
        </button>
        <button
          type="submit"
          name="decision"
          value="refuse"
          className="button"
          disabled={pending}
        >
          {t.refuse}
        </button>
      </div>
      {status}
    </form>
  );
}
