"use client";
// Names and sign-in email. The current password is asked for (and checked on the server) only when
// the email changes; a changed email also renews this browser's session (lib/users/account.ts).
import { useActionState, useId, useRef } from "react";
import { updateProfile } from "@/lib/actions/account";
import { Field, FormStatus, SubmitButton } from "@/components/ui/form";
import { answerOf, IDLE, read, useFocusAfterAnswer, type FormAnswer } from "@/components/ui/form-answer";
import type { AccountTexts } from "./texts";
import { syncShopUser } from "./shop-user";
import styles from "@/components/ui/form.module.css";
import { fill } from "@/lib/i18n/format";

type Profile = { firstName: string; lastName: string; email: string };
const FIELDS = ["firstName", "lastName", "email", "currentPassword"] as const;

export function ProfileForm({ texts, profile }: { texts: AccountTexts; profile: Profile }) {
  const t = texts.profile;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const [answer, submit, pending] = useActionState(async (previous: FormAnswer, data: FormData): Promise<FormAnswer> => {
    const values = { firstName: read(data, "firstName"), lastName: read(data, "lastName"), email: read(data, "email") };
    const result = await updateProfile({ ...values, currentPassword: read(data, "currentPassword") });
    if (!result.ok) return answerOf(previous, result, "", values);
    const saved = result.data;
    void syncShopUser(saved);
    const emailChanged = saved.email !== profile.email.toLowerCase();
    return answerOf(previous, result, emailChanged ? fill(t.savedEmail, { email: saved.email }) : t.saved, saved);
  }, IDLE);
  useFocusAfterAnswer(answer, form, status, FIELDS);

  const shown = answer.values ?? profile;
  const errors = answer.fieldErrors;
  return (
    // After an answer React resets the form to its default values, which hold the answer's values.
    <form ref={form} action={submit} noValidate className={styles.form}>
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} />
      <div className={styles.row}>
        <Field id={`${id}-firstName`} name="firstName" label={t.firstName} note={texts.required} error={errors.firstName} defaultValue={shown.firstName} autoComplete="given-name" maxLength={80} required />
        <Field id={`${id}-lastName`} name="lastName" label={t.lastName} note={texts.required} error={errors.lastName} defaultValue={shown.lastName} autoComplete="family-name" maxLength={80} required />
      </div>
      <div className={styles.row}>
        <Field id={`${id}-email`} name="email" type="email" inputMode="email" label={t.email} note={texts.required} error={errors.email} defaultValue={shown.email} autoComplete="email" maxLength={254} required />
        <Field
          id={`${id}-currentPassword`}
          name="currentPassword"
          type="password"
          label={t.currentPassword}
          hint={t.currentPasswordHint}
          error={errors.currentPassword}
          autoComplete="current-password"
          maxLength={128}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={pending} label={t.submit} pendingLabel={texts.saving} />
      </div>
    </form>
  );
}
