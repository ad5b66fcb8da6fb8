"use client";
// The contact form. A server action through useActionState: without JavaScript it posts as plain
// HTML and the page comes back with the errors or the confirmation; with it, it answers in place.
// Errors are tied to their fields (aria-invalid, aria-describedby) and the first one gets focus;
// after an answer React resets the form to the defaultValues, which hold what the answer says.
import { useActionState, useEffect, useId, useRef } from "react";
import { sendMessage, type ContactState } from "@/lib/actions/contact";
import styles from "./contact-form.module.css";

type Labels = {
  name: string;
  email: string;
  message: string;
  messageHint: string;
  submit: string;
  pending: string;
  required: string;
  honeypot: string;
};

const initial: ContactState = { status: "idle" };
const FIELDS = ["name", "email", "message"] as const;

export function ContactForm({ locale, labels }: { locale: string; labels: Labels }) {
  const [state, action, pending] = useActionState(sendMessage, initial);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const errors = state.fieldErrors ?? {};

  useEffect(() => {
    if (state.status === "idle") return;
    const firstInvalid = FIELDS.find((f) => state.fieldErrors?.[f]);
    if (firstInvalid) form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    else summary.current?.focus();
  }, [state]);

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: state.status === "error" ? (state.values?.[name] ?? "") : "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [errors[name] ? `${id}-${name}-error` : "", name === "message" ? `${id}-message-hint` : ""].filter(Boolean).join(" ") || undefined,
    required: true,
  });

  return (
    <form ref={form} action={action} noValidate className={styles.form}>
      <input type="hidden" name="locale" value={locale} />
      <p
        ref={summary}
        tabIndex={-1}
        role="status"
        className={state.status === "success" ? styles.success : state.status === "error" ? styles.error : styles.idle}
      >
        {state.message}
      </p>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>
            {labels.name} <span className={styles.required}>{labels.required}</span>
          </label>
          <input {...field("name")} type="text" autoComplete="name" maxLength={100} className={styles.input} />
          {errors.name && (
            <p id={`${id}-name-error`} className={styles.fieldError}>
              {errors.name}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>
            {labels.email} <span className={styles.required}>{labels.required}</span>
          </label>
          <input {...field("email")} type="email" inputMode="email" autoComplete="email" maxLength={254} className={styles.input} />
          {errors.email && (
            <p id={`${id}-email-error`} className={styles.fieldError}>
              {errors.email}
            </p>
          )}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>
          {labels.message} <span className={styles.required}>{labels.required}</span>
        </label>
        <textarea {...field("message")} rows={7} maxLength={5000} className={styles.input} />
        <p id={`${id}-message-hint`} className={styles.hint}>
          {labels.messageHint}
        </p>
        {errors.message && (
          <p id={`${id}-message-error`} className={styles.fieldError}>
            {errors.message}
          </p>
        )}
      </div>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{labels.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button" disabled={pending}>
        {pending ? labels.pending : labels.submit}
      </button>
    </form>
  );
}
