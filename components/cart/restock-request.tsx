"use client";
// "Tell me when it's back", under a sold-out product's (or sold-out colour and size's) disabled
// button. A signed-in shopper asks in one click (the server takes their account's address); a
// guest leaves an address and confirms it from the email that follows. The server decides
// whether the choice is sold out and answers in words; the answer is a status line that takes
// focus, a refused address is tied to its field. Placed by the buying block, keyed by the choice,
// so a new choice starts afresh.
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { requestRestockAsGuest, requestRestockSignedIn, type RestockAnswer } from "@/lib/actions/restock";
import { FieldFrame, FormStatus, SubmitButton, type Tone } from "@/components/ui/form";
import { useShop } from "@/components/ui/shop-state/shop-state-provider";
import form from "@/components/ui/form.module.css";
import styles from "./product-purchase.module.css";

export type RestockTexts = {
  heading: string;
  guestLead: string;
  signedInLead: string;
  email: string;
  submit: string;
  sending: string;
  unavailable: string;
};

type Props = { productId: string; color?: string; size?: string; locale: string; texts: RestockTexts };

export function RestockRequest({ productId, color, size, locale, texts }: Props) {
  const id = useId();
  const signedIn = useShop((s) => s.restored && s.user.isLoggedIn);
  const [answer, setAnswer] = useState<RestockAnswer | null>(null);
  const [pending, startTransition] = useTransition();
  const status = useRef<HTMLParagraphElement>(null);
  const email = useRef<HTMLInputElement>(null);

  // After each answer (once it is on the page): a refused address takes focus with its error, any
  // other answer the status line, so keyboard and screen reader users hear what happened.
  useEffect(() => {
    if (answer) (answer.field === "email" ? email.current : status.current)?.focus();
  }, [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const choice = { productId, color: color ?? "", size: size ?? "", locale };
    startTransition(async () => {
      const result = signedIn ? await requestRestockSignedIn(choice) : await requestRestockAsGuest({ ...choice, email: email.current?.value ?? "" });
      setAnswer(result.ok ? result.data : { ok: false, message: result.message || texts.unavailable });
    });
  }

  const emailError = answer?.field === "email" ? answer.message : undefined;
  const tone: Tone = !answer ? "idle" : answer.ok ? "success" : "error";
  return (
    <section className={styles.restock} aria-labelledby={`${id}-heading`} data-testid="restock-request">
      <h2 id={`${id}-heading`} className={styles.restockHeading}>
        {texts.heading}
      </h2>
      <form className={form.form} noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
        <p className={styles.restockLead}>{signedIn ? texts.signedInLead : texts.guestLead}</p>
        {!signedIn && (
          <FieldFrame id={`${id}-email`} label={texts.email} error={emailError}>
            {(control) => <input ref={email} name="email" type="email" autoComplete="email" required {...control} />}
          </FieldFrame>
        )}
        <p>
          <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.sending} className="button-secondary" />
        </p>
        <FormStatus tone={tone} message={answer && !emailError ? answer.message : ""} statusRef={status} />
      </form>
    </section>
  );
}
