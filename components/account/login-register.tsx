"use client";
// The sign-in page: two ARIA tabs (arrow keys, Home/End), "Sign in" (email and password, the
// password reset, Google) and "Register". The server renders it with its buttons disabled: without
// JavaScript nothing could sign in (the Firebase SDK runs in the browser), and the page's note
// says so; a form must never be sent as a plain GET with a password in the URL.
// Each form is a file of its own: sign-in-form.tsx (with password-reset-form.tsx), register-form.tsx.
// A visitor the server already knows is sent on at once (GET /api/session), to `next` or the
// account page; a revoked or expired cookie reads as signed out there, so no loop is possible.
import { useEffect, useId, useState, type ReactNode } from "react";
import { NEXT_PARAM } from "@/lib/auth/guards";
import { FormStatus } from "@/components/ui/form";
import { useTabs } from "@/components/ui/use-tabs";
import { useHydrated } from "@/components/ui/use-hydrated";
import { AuthProvider } from "./auth-provider";
import { dropStaleSignIn, fetchSessionStatus, loadFirebaseAuth, signInsSoFar } from "./auth-client";
import type { AuthTexts } from "./auth-form-errors";
import { afterSignInPath } from "./auth-form";
import { RegisterPanel } from "./register-form";
import { SignInPanel } from "./sign-in-form";
import styles from "./login-register.module.css";

const TABS = ["signin", "register"] as const;
type Tab = (typeof TABS)[number];

function goOn(): void {
  window.location.replace(afterSignInPath(new URLSearchParams(window.location.search).get(NEXT_PARAM)));
}

function LoginRegisterView({ texts }: { texts: AuthTexts }) {
  const hydrated = useHydrated();
  const { tabProps, panelProps } = useTabs(TABS, (name) => `auth-${name}`);
  const [leaving, setLeaving] = useState(false);
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
          <button key={name} {...tabProps(name, i)} className={styles.tab}>
            {labels[name]}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div key={name} {...panelProps(name)} className={styles.panel}>
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
