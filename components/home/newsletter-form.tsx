"use client";
// Newsletter sign-up. A server action through useActionState: before JavaScript loads the form
// posts as plain HTML and the page comes back with the answer; afterwards it answers in place.
import { useActionState, useId } from "react";
import { subscribe, type NewsletterState } from "@/lib/actions/newsletter";
import { FieldFrame, FormStatus, SubmitButton } from "@/components/ui/form";
import styles from "./home.module.css";

type Labels = { email: string; placeholder: string; submit: string; pending: string; privacy: string };

const initial: NewsletterState = { status: "idle" };

export function NewsletterForm({ locale, labels }: { locale: string; labels: Labels }) {
  const [state, action, pending] = useActionState(subscribe, initial);
  const id = useId();
  const inputId = `${id}-email`;
  const invalid = state.status === "error";

  return (
    <form action={action} className={styles.newsletterForm} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {/* The error and the status are live regions, always there, so a new message in either is announced. */}
      <FieldFrame id={inputId} label={labels.email} labelHidden hint={labels.privacy} error={invalid ? state.message : ""} liveError>
        {(control) => (
          <div className={styles.newsletterRow}>
            <input
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
              {...control}
              className={`${control.className} ${styles.newsletterInput}`}
            />
            <SubmitButton pending={pending} label={labels.submit} pendingLabel={labels.pending} />
          </div>
        )}
      </FieldFrame>
      <FormStatus tone={state.status === "success" ? "success" : "idle"} message={state.status === "success" ? state.message : null} />
    </form>
  );
}
