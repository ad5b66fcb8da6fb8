"use client";
// Sign out (auth-client.ts: the session, the SDK, the stored user and the user slice), then the
// home page. If the server cannot be reached nothing changes and the button says so.
import { useId, useState } from "react";
import { ROUTES } from "@/lib/routes";
import { signOut } from "./auth-client";
import styles from "./sign-out-button.module.css";

export type SignOutTexts = { signOut: string; signingOut: string; signOutFailed: string };

export function SignOutButton({ texts, className }: { texts: SignOutTexts; className?: string }) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  async function onClick() {
    setPending(true);
    setFailed(false);
    try {
      await signOut();
      window.location.assign(ROUTES.home);
    } catch {
      setFailed(true);
      setPending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className ?? styles.button}
        disabled={pending}
        aria-describedby={failed ? errorId : undefined}
        onClick={() => void onClick()}
      >
        {pending ? texts.signingOut : texts.signOut}
      </button>
      <span id={errorId} role="alert" className={failed ? styles.error : "visually-hidden"}>
        {failed ? texts.signOutFailed : ""}
      </span>
    </>
  );
}
