"use client";
// A form's answer from its server action, as the form shows it (components/ui/form.tsx): the
// status line's tone and message, an error per field, what to refill; and where focus goes after
// it.
import { useEffect, type RefObject } from "react";
import type { ActionResult } from "@/lib/actions/define-action";
import type { Tone } from "./form";

/** What a form shows after an answer: a status line, errors per field, and what to refill. */
export type FormAnswer = {
  tone: Tone;
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
