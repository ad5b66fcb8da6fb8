"use client";
// The contact form. A server action through useActionState: without JavaScript it posts as plain
// HTML and the page comes back with the errors or the confirmation; with it, it answers in place.
// Errors are tied to their fields (aria-invalid, aria-describedby) and the first one gets focus;
// after an answer React resets the form to the defaultValues, which hold what the answer says.
import { useActionState, useEffect, useId, useRef } from "react";
import { sendMessage, type ContactState } from "@/lib/actions/contact";
import { Field, FieldFrame, FormStatus, SubmitButton } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
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
  const formRef = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const errors = state.fieldErrors ?? {};

  useEffect(() => {
    if (state.status === "idle") return;
    const firstInvalid = FIELDS.find((f) => state.fieldErrors?.[f]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    else summary.current?.focus();
  }, [state]);

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    name,
    label: labels[name],
    note: labels.required,
    error: errors[name],
    defaultValue: state.status === "error" ? (state.values?.[name] ?? "") : "",
    required: true,
  });
  const message = field("message");

  return (
    <form ref={formRef} action={action} noValidate className={form.form}>
      <input type="hidden" name="locale" value={locale} />
      <FormStatus tone={state.status} message={state.message} statusRef={summary} />
      <div className={form.row}>
        <Field {...field("name")} type="text" autoComplete="name" maxLength={100} />
        <Field {...field("email")} type="email" inputMode="email" autoComplete="email" maxLength={254} />
      </div>
      <FieldFrame id={message.id} label={message.label} note={message.note} hint={labels.messageHint} error={message.error}>
        {(control) => <textarea name="message" rows={7} maxLength={5000} required defaultValue={message.defaultValue} {...control} />}
      </FieldFrame>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{labels.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <SubmitButton pending={pending} label={labels.submit} pendingLabel={labels.pending} />
    </form>
  );
}
