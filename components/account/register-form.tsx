"use client";
// The register tab: first and last name, email and a password of at least PASSWORD_MIN_LENGTH
// characters. The fields are checked here first (auth-form.ts); Firebase's refusals (an email in
// use...) show in the summary and on their field.
import { useState, type FormEvent } from "react";
import { fill } from "@/lib/i18n/format";
import { Field, SubmitButton } from "@/components/ui/form";
import { read } from "@/components/ui/form-answer";
import form from "@/components/ui/form.module.css";
import { registerWithPassword } from "./auth-client";
import { checkFailure, Summary, thrownFailure, useFormError, useMessage, VERBATIM, type AuthTexts } from "./auth-form-errors";
import { checkRegister, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth-form";

const REGISTER_FIELDS = ["firstName", "lastName", "email", "password"] as const;

export function RegisterPanel({ texts, ready, onSignedIn }: { texts: AuthTexts; ready: boolean; onSignedIn: () => void }) {
  const message = useMessage(texts);
  const [busy, setBusy] = useState(false);
  const { error, setError, summaryRef } = useFormError<(typeof REGISTER_FIELDS)[number]>();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const fields = { firstName: read(data, "firstName"), lastName: read(data, "lastName"), email: read(data, "email"), password: read(data, "password") };
    const invalid = checkFailure(checkRegister(fields), message);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(true);
    try {
      await registerWithPassword(fields);
      onSignedIn();
    } catch (thrown) {
      setError(thrownFailure(thrown, message, REGISTER_FIELDS));
      setBusy(false);
    }
  }

  return (
    <form noValidate method="post" onSubmit={(e) => void onSubmit(e)} className={form.form}>
      <Summary id="auth-register-summary" text={error?.summary} summaryRef={summaryRef} />
      <div className={form.row}>
        <Field id="register-first-name" name="firstName" label={texts.firstName} type="text" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required error={error?.fields.firstName} />
        <Field id="register-last-name" name="lastName" label={texts.lastName} type="text" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required error={error?.fields.lastName} />
      </div>
      <Field id="register-email" name="email" label={texts.email} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required error={error?.fields.email} {...VERBATIM} />
      <Field
        id="register-password"
        name="password"
        label={texts.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={4096}
        required
        hint={fill(texts.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        error={error?.fields.password}
        {...VERBATIM}
      />
      <SubmitButton pending={busy} label={texts.register} pendingLabel={texts.registering} disabled={!ready} />
    </form>
  );
}
