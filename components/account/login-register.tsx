"use client";
// The sign-in page: two ARIA tabs (arrow keys, Home/End), "Sign in" (email and password, the
// password reset, Google) and "Register". The server renders it with its buttons disabled: without
// JavaScript nothing could sign in (the Firebase SDK runs in the browser), and the page's note
// says so; a form must never be sent as a plain GET with a password in the URL.
// Errors: a summary that takes focus, and each field's own message tied to it (aria-describedby).
// A visitor the server already knows is sent on at once (GET /api/session), to `next` or the
// account page; a revoked or expired cookie reads as signed out there, so no loop is possible.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { NEXT_PARAM } from "@/lib/auth/guards";
import { Field, FormStatus, SubmitButton } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import { tabKeyTarget } from "@/components/ui/tab-keys";
import { AuthProvider } from "./auth-provider";
import {
  dropStaleSignIn,
  fetchSessionStatus,
  loadFirebaseAuth,
  registerWithPassword,
  sendPasswordReset,
  signInsSoFar,
  signInWithGoogle,
  signInWithPassword,
} from "./auth-client";
import { authErrorView, type AuthErrorKey } from "./auth-errors";
import {
  afterSignInPath,
  checkEmail,
  checkRegister,
  checkSignIn,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type FieldErrorKey,
  type FieldErrors,
} from "./auth-form";
import styles from "./login-register.module.css";
import { useHydrated } from "@/components/ui/use-hydrated";
import { fill } from "@/lib/i18n/format";

export type AuthTexts = Messages["Auth"];
type MessageKey = AuthErrorKey | FieldErrorKey | "fixFields";

const TABS = ["signin", "register"] as const;
type Tab = (typeof TABS)[number];


function goOn(): void {
  window.location.replace(afterSignInPath(new URLSearchParams(window.location.search).get(NEXT_PARAM)));
}

function useMessage(texts: AuthTexts) {
  return (key: MessageKey) => fill(texts.errors[key], { min: PASSWORD_MIN_LENGTH, max: NAME_MAX_LENGTH });
}

type FormError<F extends string> = { summary: string; fields: Partial<Record<F, string>> };

/** An error to show; each new one moves focus to the summary. */
function useFormError<F extends string>() {
  const [error, setError] = useState<FormError<F> | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) summaryRef.current?.focus();
  }, [error]);
  return { error, setError, summaryRef };
}

function Summary({ id, text, summaryRef }: { id: string; text: string | undefined; summaryRef: RefObject<HTMLParagraphElement | null> }) {
  return <FormStatus id={id} tone={text ? "error" : "idle"} message={text ?? ""} statusRef={summaryRef} />;
}

/** What an email or password input needs beyond the kit's field: no spelling check, no capitals. */
const VERBATIM = { spellCheck: false, autoCapitalize: "none" } as const;

/** Field messages for a failed check, and the summary that goes with them. */
function checkFailure<F extends string>(errors: FieldErrors<F>, message: (k: MessageKey) => string): FormError<F> | null {
  const entries = Object.entries(errors) as [F, FieldErrorKey][];
  if (entries.length === 0) return null;
  return { summary: message("fixFields"), fields: Object.fromEntries(entries.map(([f, k]) => [f, message(k)])) as Partial<Record<F, string>> };
}

/** A thrown Firebase or session error as the form shows it: in the summary, and on its field. */
function thrownFailure<F extends string>(error: unknown, message: (k: MessageKey) => string, fields: readonly F[]): FormError<F> {
  const view = authErrorView(error);
  if (view.key === "generic") console.error("sign-in failed", error);
  const text = message(view.key);
  const field = view.field && (fields as readonly string[]).includes(view.field) ? (view.field as F) : undefined;
  return { summary: text, fields: field ? ({ [field]: text } as Partial<Record<F, string>>) : {} };
}

/** A text field of a submitted form ("" when missing). */
function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

function ForgotPassword({ texts, typedEmail, disabled }: { texts: AuthTexts; typedEmail: () => string; disabled: boolean }) {
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

const SIGN_IN_FIELDS = ["email", "password"] as const;

function SignInPanel({ texts, ready, onSignedIn }: { texts: AuthTexts; ready: boolean; onSignedIn: () => void }) {
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
    const email = formText(e.currentTarget, "email");
    const password = formText(e.currentTarget, "password");
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
      <ForgotPassword texts={texts} typedEmail={() => (formRef.current ? formText(formRef.current, "email") : "")} disabled={!ready} />
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

const REGISTER_FIELDS = ["firstName", "lastName", "email", "password"] as const;

function RegisterPanel({ texts, ready, onSignedIn }: { texts: AuthTexts; ready: boolean; onSignedIn: () => void }) {
  const message = useMessage(texts);
  const [busy, setBusy] = useState(false);
  const { error, setError, summaryRef } = useFormError<(typeof REGISTER_FIELDS)[number]>();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = { firstName: formText(form, "firstName"), lastName: formText(form, "lastName"), email: formText(form, "email"), password: formText(form, "password") };
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

function LoginRegisterView({ texts }: { texts: AuthTexts }) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>("signin");
  const [leaving, setLeaving] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const statusId = useId();

  // Someone the server already knows goes on; an older sign-in the server no longer knows is
  // dropped, so the header and this page agree with the server.
  useEffect(() => {
    let active = true;
    const signInsBefore = signInsSoFar();
    void loadFirebaseAuth().catch(() => undefined); // warm up: Google's popup must open right after the click
    void fetchSessionStatus().then(async (status) => {
      if (!active || !status) return;
      if (status.signedIn) {
        setLeaving(true);
        goOn();
      } else {
        await dropStaleSignIn(signInsBefore).catch(() => undefined);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  function onSignedIn() {
    setLeaving(true);
    goOn();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabKeyTarget(event.key, index, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  }

  const labels: Record<Tab, string> = { signin: texts.signInTab, register: texts.registerTab };
  const ready = hydrated && !leaving;
  const panels: Record<Tab, ReactNode> = {
    signin: <SignInPanel texts={texts} ready={ready} onSignedIn={onSignedIn} />,
    register: <RegisterPanel texts={texts} ready={ready} onSignedIn={onSignedIn} />,
  };

  return (
    <div className={styles.box}>
      <FormStatus id={statusId} tone={leaving ? "success" : "idle"} message={leaving ? texts.redirecting : ""} />
      <div role="tablist" aria-label={texts.tabsLabel} className={styles.tabs}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`auth-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`auth-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div key={name} id={`auth-${name}-panel`} role="tabpanel" aria-labelledby={`auth-${name}-tab`} hidden={tab !== name} className={styles.panel}>
          {panels[name]}
        </div>
      ))}
    </div>
  );
}

/** The sign-in page's content, inside the auth context. */
export function LoginRegister({ texts }: { texts: AuthTexts }) {
  return (
    <AuthProvider>
      <LoginRegisterView texts={texts} />
    </AuthProvider>
  );
}
