"use client";
// Change the password: the current one is checked by Firebase Auth on the server. Other devices
// are signed out; this browser gets a new session cookie and stays signed in.
import { useActionState, useId, useRef } from "react";
import { changePassword } from "@/lib/actions/account";
import { Field, FormStatus, SubmitButton } from "@/components/ui/form";
import { answerOf, IDLE, read, useFocusAfterAnswer, type FormAnswer } from "@/components/ui/form-answer";
import type { AccountTexts } from "./texts";
import styles from "@/components/ui/form.module.css";
import { fill } from "@/lib/i18n/format";

const FIELDS = ["currentPassword", "newPassword"] as const;

export function PasswordForm({ texts, minLength, maxLength }: { texts: AccountTexts; minLength: number; maxLength: number }) {
  const t = texts.password;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [answer, submit, pending] = useActionState(async (previous: FormAnswer, data: FormData): Promise<FormAnswer> => {
    // Passwords are never refilled: the fields start empty after every answer.
    const result = await changePassword({ currentPassword: read(data, "currentPassword"), newPassword: read(data, "newPassword") });
    return answerOf(previous, result, t.changed);
  }, IDLE);
  useFocusAfterAnswer(answer, form, status, FIELDS);
  const errors = answer.fieldErrors;

  return (
    <form ref={form} action={submit} noValidate className={styles.form}>
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} />
      <div className={styles.row}>
        <Field id={`${id}-current`} name="currentPassword" type="password" label={t.currentPassword} note={texts.required} error={errors.currentPassword} autoComplete="current-password" maxLength={maxLength} required />
        <Field
          id={`${id}-new`}
          name="newPassword"
          type="password"
          label={t.newPassword}
          note={texts.required}
          hint={fill(t.newPasswordHint, { min: minLength })}
          error={errors.newPassword}
          autoComplete="new-password"
          minLength={minLength}
          maxLength={maxLength}
          required
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={pending} label={t.submit} pendingLabel={texts.saving} />
      </div>
    </form>
  );
}
