"use client";
// "Forgot password?" under the sign-in form: it opens a small form that sends the reset link
// (sendPasswordReset), answering the same for known and unknown addresses. Its status line is the
// email field's error too, and takes focus when it says something.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fill } from "@/lib/i18n/format";
import { Field, FormStatus, SubmitButton } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import { sendPasswordReset } from "./auth-client";
import { authErrorView } from "./auth-errors";
import { useMessage, VERBATIM, type AuthTexts } from "./auth-form-errors";
import { checkEmail, EMAIL_MAX_LENGTH } from "./auth-form";
import styles from "./login-register.module.css";

export function ForgotPassword({ texts, typedEmail, disabled }: { texts: AuthTexts; typedEmail: () => string; disabled: boolean }) {
  const message = useMessage(texts);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sentTo || error) statusRef.current?.focus();
  }, [sentTo, error]);

  function toggle() {
    if (!open) {
      setEmail(typedEmail());
      setSentTo(null);
      setError(null);
    }
    setOpen(!open);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSentTo(null);
    const invalid = checkEmail(email);
    if (invalid) {
      setError(message(invalid));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await sendPasswordReset(email);
      setSentTo(email.trim());
    } catch (thrown) {
      setError(message(authErrorView(thrown).key));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.forgot}>
      <button type="button" className={form.linkButton} aria-expanded={open} aria-controls="auth-reset" onClick={toggle} disabled={disabled}>
        {texts.forgot}
      </button>
      <div id="auth-reset" hidden={!open} className={styles.resetBox}>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className={form.form} aria-labelledby="auth-reset-title">
          <p id="auth-reset-title" className={styles.resetTitle}>
            {texts.resetTitle}
          </p>
          <p className={form.hint}>{texts.resetIntro}</p>
          {/* The status line is the field's error too: it describes the field while it says something. */}
          <Field
            id="auth-reset-email"
            name="email"
            label={texts.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error || sentTo ? "auth-reset-status" : undefined}
            {...VERBATIM}
          />
          <FormStatus
            id="auth-reset-status"
            statusRef={statusRef}
            tone={error ? "error" : sentTo ? "success" : "idle"}
            message={error ?? (sentTo ? fill(texts.resetSent, { email: sentTo }) : "")}
          />
          <SubmitButton pending={pending} label={texts.sendReset} pendingLabel={texts.sendingReset} className="button-secondary" disabled={disabled} />
        </form>
      </div>
    </div>
  );
}
