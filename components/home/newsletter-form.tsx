"use client";
// Newsletter sign-up. A server action through useActionState: before JavaScript loads the form
// posts as plain HTML and the page comes back with the answer; afterwards it answers in place.
import { useActionState, useId } from "react";
import { subscribe, type NewsletterState } from "@/lib/actions/newsletter";
import styles from "./home.module.css";

type Labels = { email: string; placeholder: string; submit: string; pending: string; privacy: string };

const initial: NewsletterState = { status: "idle" };

export function NewsletterForm({ locale, labels }: { locale: string; labels: Labels }) {
  const [state, action, pending] = useActionState(subscribe, initial);
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const invalid = state.status === "error";

  return (
    <form action={action} className={styles.newsletterForm} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={inputId} className="visually-hidden">
        {labels.email}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          // A fresh input after a success (empty) or an error (what was typed).
          key={`${state.status}-${state.email ?? ""}`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={labels.placeholder}
          defaultValue={state.status === "error" ? state.email : ""}
          aria-invalid={invalid || undefined}
          aria-describedby={`${messageId} ${id}-privacy`}
          className={styles.newsletterInput}
        />
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.pending : labels.submit}
        </button>
      </div>
      {/* Both live regions are always there, so a new message in either is announced. */}
      <p id={messageId} role="alert" className={styles.formError}>
        {invalid ? state.message : null}
      </p>
      <p role="status" className={styles.formSuccess}>
        {state.status === "success" ? state.message : null}
      </p>
      <p id={`${id}-privacy`} className={styles.privacy}>
        {labels.privacy}
      </p>
    </form>
  );
}
