"use client";
// Deleting the account: the person types DELETE or their email address and, when the account has a
// password, the password again (both checked on the server; an account without one needs a recent
// sign-in), then the server removes the account and clears the session cookie. The browser then forgets the
// signed-in user (the shopping state's user slice and the Firebase web SDK's own sign-in, loaded
// only now) and goes home with a full page load, so nothing of the account stays in memory.
import { useActionState, useId, useRef } from "react";
import { deleteAccount } from "@/lib/actions/account";
import { ROUTES } from "@/lib/routes";
import { Field, FormStatus, SubmitButton } from "@/components/ui/form";
import { answerOf, IDLE, read, useFocusAfterAnswer, type FormAnswer } from "@/components/ui/form-answer";
import type { AccountTexts } from "./texts";
import { syncShopUser } from "./shop-user";
import styles from "@/components/ui/form.module.css";

const FIELDS = ["confirm", "currentPassword"] as const;

async function forgetSignIn(): Promise<void> {
  await syncShopUser(null).catch(() => undefined);
  try {
    const [{ clientAuth }, { signOut }] = await Promise.all([import("@/lib/firebase/client"), import("firebase/auth")]);
    await signOut(clientAuth());
  } catch {
    // The web SDK's copy of a deleted account cannot be used anyway; home is what matters.
  }
}

/** `passwordMaxLength`: the account signs in with a password, which is asked again (null: it has none). */
export function DeleteAccountForm({ texts, passwordMaxLength }: { texts: AccountTexts; passwordMaxLength: number | null }) {
  const t = texts.delete;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [answer, submit, pending] = useActionState(async (previous: FormAnswer, data: FormData): Promise<FormAnswer> => {
    const confirm = read(data, "confirm");
    // The password is never refilled.
    const result = await deleteAccount({ confirm, currentPassword: read(data, "currentPassword") });
    if (result.ok) {
      await forgetSignIn();
      window.location.assign(ROUTES.home);
    }
    return answerOf(previous, result, t.deleted, result.ok ? {} : { confirm });
  }, IDLE);
  useFocusAfterAnswer(answer, form, status, FIELDS);

  return (
    <form ref={form} action={submit} noValidate className={styles.form}>
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} />
      <Field
        id={`${id}-confirm`}
        name="confirm"
        label={t.confirm}
        error={answer.fieldErrors.confirm}
        defaultValue={answer.values?.confirm ?? ""}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={254}
        required
      />
      {passwordMaxLength !== null ? (
        <Field
          id={`${id}-password`}
          name="currentPassword"
          type="password"
          label={t.password}
          note={texts.required}
          error={answer.fieldErrors.currentPassword}
          autoComplete="current-password"
          maxLength={passwordMaxLength}
          required
        />
      ) : (
        <p className={styles.hint}>{t.recentSignIn}</p>
      )}
      <div className={styles.actions}>
        <SubmitButton pending={pending} label={t.submit} pendingLabel={texts.saving} className={styles.danger} disabled={answer.tone === "success"} />
      </div>
    </form>
  );
}
