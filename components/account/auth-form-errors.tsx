"use client";
// How the sign-in page's forms show what went wrong: a summary at the top that takes focus, and
// each field's own message tied to it (components/ui/form.tsx), in the page's language.
import { useEffect, useRef, useState, type RefObject } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { fill } from "@/lib/i18n/format";
import { FormStatus } from "@/components/ui/form";
import { authErrorView, type AuthErrorKey } from "./auth-errors";
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrorKey, type FieldErrors } from "./auth-form";

export type AuthTexts = Messages["Auth"];
type MessageKey = AuthErrorKey | FieldErrorKey | "fixFields";

/** An error's text in the page's language, its limits filled in. */
export function useMessage(texts: AuthTexts) {
  return (key: MessageKey) => fill(texts.errors[key], { min: PASSWORD_MIN_LENGTH, max: NAME_MAX_LENGTH });
}

type FormError<F extends string> = { summary: string; fields: Partial<Record<F, string>> };

/** An error to show; each new one moves focus to the summary. */
export function useFormError<F extends string>() {
  const [error, setError] = useState<FormError<F> | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) summaryRef.current?.focus();
  }, [error]);
  return { error, setError, summaryRef };
}

export function Summary({ id, text, summaryRef }: { id: string; text: string | undefined; summaryRef: RefObject<HTMLParagraphElement | null> }) {
  return <FormStatus id={id} tone={text ? "error" : "idle"} message={text ?? ""} statusRef={summaryRef} />;
}

/** What an email or password input needs beyond the kit's field: no spelling check, no capitals. */
export const VERBATIM = { spellCheck: false, autoCapitalize: "none" } as const;

/** Field messages for a failed check, and the summary that goes with them. */
export function checkFailure<F extends string>(errors: FieldErrors<F>, message: (k: MessageKey) => string): FormError<F> | null {
  const entries = Object.entries(errors) as [F, FieldErrorKey][];
  if (entries.length === 0) return null;
  return { summary: message("fixFields"), fields: Object.fromEntries(entries.map(([f, k]) => [f, message(k)])) as Partial<Record<F, string>> };
}

/** A thrown Firebase or session error as the form shows it: in the summary, and on its field. */
export function thrownFailure<F extends string>(error: unknown, message: (k: MessageKey) => string, fields: readonly F[]): FormError<F> {
  const view = authErrorView(error);
  if (view.key === "generic") console.error("sign-in failed", error);
  const text = message(view.key);
  const field = view.field && (fields as readonly string[]).includes(view.field) ? (view.field as F) : undefined;
  return { summary: text, fields: field ? ({ [field]: text } as Partial<Record<F, string>>) : {} };
}
