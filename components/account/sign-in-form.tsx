"use client";
// The sign-in tab: email and password, "Forgot password?", and "Continue with Google". The
// fields are checked here first (auth-form.ts); Firebase's refusals show in the summary and on
// their field.
import { useRef, useState, type FormEvent } from "react";
import { Field, SubmitButton } from "@/components/ui/form";
import { read } from "@/components/ui/form-answer";
import form from "@/components/ui/form.module.css";
import { signInWithGoogle, signInWithPassword } from "./auth-client";
import { checkFailure, Summary, thrownFailure, useFormError, useMessage, VERBATIM, type AuthTexts } from "./auth-form-errors";
import { checkSignIn, EMAIL_MAX_LENGTH } from "./auth-form";
import { ForgotPassword } from "./password-reset-form";
import styles from "./login-register.module.css";

const SIGN_IN_FIELDS = ["email", "password"] as const;

export function SignInPanel({ texts, ready, onSignedIn }: { texts: AuthTexts; ready: boolean; onSignedIn: () => void }) {
  const message = useMessage(texts);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState<"password" | "google" | null>(null);
  const { error, setError, summaryRef } = useFormError<(typeof SIGN_IN_FIELDS)[number]>();

  async function run(kind: "password" | "google", attempt: () => Promise<void>) {
    setBusy(kind);
    try {
      await attempt();
      onSignedIn();
    } catch (thrown) {
      setError(thrownFailure(thrown, message, SIGN_IN_FIELDS));
      setBusy(null);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = read(data, "email");
    const password = read(data, "password");
    const invalid = checkFailure(checkSignIn({ email, password }), message);
    if (invalid) return setError(invalid);
    setError(null);
    void run("password", () => signInWithPassword(email, password));
  }

  const disabled = !ready || busy !== null;
  return (
    <>
      <form ref={formRef} noValidate method="post" onSubmit={onSubmit} className={form.form}>
        <Summary id="auth-signin-summary" text={error?.summary} summaryRef={summaryRef} />
        <Field id="signin-email" name="email" label={texts.email} type="email" inputMode="email" autoComplete="username" maxLength={EMAIL_MAX_LENGTH} required error={error?.fields.email} {...VERBATIM} />
        <Field id="signin-password" name="password" label={texts.password} type="password" autoComplete="current-password" maxLength={4096} required error={error?.fields.password} {...VERBATIM} />
        <SubmitButton pending={busy === "password"} label={texts.signIn} pendingLabel={texts.signingIn} disabled={disabled} />
      </form>
      <ForgotPassword texts={texts} typedEmail={() => (formRef.current ? read(new FormData(formRef.current), "email") : "")} disabled={!ready} />
      <p className={styles.or}>
        <span>{texts.or}</span>
      </p>
      <button type="button" className={`button button-secondary ${styles.google}`} disabled={disabled} onClick={() => void run("google", signInWithGoogle)}>
        <GoogleMark />
        {busy === "google" ? texts.googlePending : texts.google}
      </button>
    </>
  );
}

function GoogleMark() {
  return (
    <svg width={18} height={18} viewBox="0 0 48 48" aria-hidden focusable={false}>
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5Z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.5 5.8c4.4-4 6.8-10 6.8-17.3Z" />
      <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6Z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.3 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.6 42.6 14.6 48 24 48Z" />
    </svg>
  );
}
