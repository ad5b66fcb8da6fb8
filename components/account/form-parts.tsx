"use client";
// Pieces every account form shares: a labelled field whose hint and error are tied to it
// (aria-describedby, aria-invalid), a polite status line, and the turn of an action's result
// into what the form shows. Keeps the four forms consistent for keyboards and screen readers.
import { useEffect, type InputHTMLAttributes, type ReactNode, type RefObject } from "react";
import type { ActionResult } from "@/lib/actions/define-action";
import styles from "./account.module.css";

export type { AccountTexts } from "./texts";

/** What a form shows after an answer: a status line, errors per field, and what to refill. */
export type FormAnswer = {
  tone: "idle" | "success" | "error";
  message: string;
  fieldErrors: Record<string, string>;
  /** The values to show again (what was typed after an error; what was saved after a success). */
  values?: Record<string, string>;
  /** Increases with every answer, so effects run again for the same message. */
  seq: number;
};

export const IDLE: FormAnswer = { tone: "idle", message: "", fieldErrors: {}, seq: 0 };

/** A text field of a FormData ("" for a missing one or a file). */
export function read(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}

export function answerOf(previous: FormAnswer, result: ActionResult<unknown>, success: string, values?: Record<string, string>): FormAnswer {
  const seq = previous.seq + 1;
  if (result.ok) return { tone: "success", message: success, fieldErrors: {}, values, seq };
  return { tone: "error", message: result.message, fieldErrors: result.fieldErrors ?? {}, values, seq };
}

/**
 * After an answer: the first field with an error gets focus; an error without one focuses the
 * status line (it is read out either way, being a polite live region).
 */
export function useFocusAfterAnswer(answer: FormAnswer, form: RefObject<HTMLFormElement | null>, status: RefObject<HTMLElement | null>, fields: readonly string[]) {
  useEffect(() => {
    if (answer.tone !== "error") return;
    const first = fields.find((f) => answer.fieldErrors[f]);
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : status.current;
    target?.focus();
    // `seq` changes with every answer; the rest is read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer.seq]);
}

/** The polite status line of a form or section (focusable, so focus can land on it). */
export function Status({ answer, statusRef }: { answer: Pick<FormAnswer, "tone" | "message">; statusRef?: RefObject<HTMLParagraphElement | null> }) {
  return (
    <p ref={statusRef} role="status" tabIndex={-1} data-tone={answer.tone} className={styles.status}>
      {answer.message}
    </p>
  );
}

type FieldProps = {
  /** Unique per page: the form's id prefix plus the name. */
  id: string;
  name: string;
  label: string;
  /** "(required)" / "(optional)" after the label. */
  note?: string;
  hint?: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/** A labelled input with its hint and error tied to it. */
export function Field({ id, name, label, note, hint, error, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} note={note} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

/** Label, control, hint and error of one field (for controls other than <input>). */
export function FieldFrame({ id, label, note, hint, error, children }: { id: string; label: string; note?: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {note ? <span className={styles.note}> {note}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
