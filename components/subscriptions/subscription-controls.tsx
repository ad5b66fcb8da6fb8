"use client";
// A subscription's controls in My account: skip the next delivery, pause (until a day, or until
// resumed), resume, cancel (after a question in the page), change the interval, variant and
// quantity from the next delivery on, and save a card. Each is one server action; the server's
// view is then refreshed, and the answer (or the refusal, such as "too late for this one") is
// said in a status line that takes focus.
import { useRef, useState, useTransition, type FormEvent, type MouseEvent } from "react";
import { useRouter } from "next/navigation";
import { FormStatus, type Tone } from "@/components/ui/form";
import type { ActionResult } from "@/lib/actions/define-action";
import {
  acceptNextSize,
  cancelSubscription,
  changeSubscriptionNext,
  pauseSubscription,
  recordBabyWeight,
  resumeSubscription,
  saveCardFor,
  skipNextDelivery,
} from "@/lib/actions/subscriptions";
import { fill } from "@/lib/i18n/format";
import type { Messages } from "@/lib/i18n/messages";
import { DeliveryFields, type DeliveryChoice, type DeliveryOptions } from "./delivery-fields";
import styles from "./subscriptions.module.css";

type Texts = Pick<Messages["Subscriptions"], "actions" | "change" | "detail" | "size">;
export type ControlledSubscription = {
  id: string;
  productId: string;
  status: "incomplete" | "active" | "paused" | "cancelled";
  intervalWeeks: number;
  quantity: number;
  color?: string;
  size?: string;
  card: boolean;
  /** A ladder product: the baby's weight can be entered; the size the size step proposes, if any. */
  ladder: boolean;
  proposedSize?: string;
};
export type OfferChoices = DeliveryOptions | null;


/** A form's handler as its submit handler (Enter). */
const submitted = (event: FormEvent<HTMLFormElement>, handle: (form: HTMLFormElement) => void) => {
  event.preventDefault();
  handle(event.currentTarget);
};
/** A form's handler as its button's click, after the browser's own check of the fields. */
const pressed = (event: MouseEvent<HTMLButtonElement>, handle: (form: HTMLFormElement) => void) => {
  const form = event.currentTarget.form;
  if (form?.reportValidity()) handle(form);
};

export function SubscriptionControls({ subscription: sub, offer, changeable, texts }: { subscription: ControlledSubscription; offer: OfferChoices; changeable: boolean; texts: Texts }) {
  const router = useRouter();
  const [busy, start] = useTransition();
  const [answer, setAnswer] = useState<{ tone: Tone; message: string }>({ tone: "idle", message: "" });
  const [confirming, setConfirming] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const ref = { subscriptionId: sub.id };
  const [next, setNext] = useState<DeliveryChoice>({ intervalWeeks: sub.intervalWeeks, quantity: sub.quantity, ...(sub.color ? { color: sub.color } : {}), ...(sub.size ? { size: sub.size } : {}) });

  /** Run one action; say what it did (`said`, from its answer) or why not. */
  const run = <T,>(call: () => Promise<ActionResult<T>>, said: (data: T) => string) =>
    start(async () => {
      const result = await call().catch(() => null);
      if (result?.ok) {
        setAnswer({ tone: "success", message: said(result.data) });
        router.refresh();
      } else setAnswer({ tone: "error", message: result?.message ?? texts.actions.failed });
      setConfirming(false);
      requestAnimationFrame(() => status.current?.focus());
    });
  const nextDay = (data: { nextDate: string }) => data.nextDate;

  const pause = (form: HTMLFormElement) => {
    const until = String(new FormData(form).get("until") ?? "");
    run(() => pauseSubscription({ ...ref, until }), () => texts.actions.paused);
  };
  const change = () => run(() => changeSubscriptionNext({ ...ref, productId: sub.productId, ...next }), (d) => fill(texts.change.saved, { date: nextDay(d) }));
  const weigh = (form: HTMLFormElement) => {
    const kg = Number(String(new FormData(form).get("kg") ?? "").replace(",", "."));
    run(() => recordBabyWeight({ ...ref, kg }), () => texts.size.weightSaved);
  };
  const saveCard = () =>
    start(async () => {
      const result = await saveCardFor(ref).catch(() => null);
      if (result?.ok) window.location.assign(result.data.url);
      else setAnswer({ tone: "error", message: result?.message ?? texts.actions.failed });
    });

  return (
    <div className={styles.controls}>
      {/* Each form's button is type=button: tapped before these controls' chunk arrives, it is
          clicked again once they are alive (lib/pending-click.ts), where a submit button would
          send the form to the browser, which reloads the page and does nothing. Enter still
          submits the form once they are alive. */}
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} />
      {sub.card ? (
        <button type="button" className="button button-secondary" disabled={busy} onClick={saveCard}>
          {sub.status === "incomplete" ? texts.detail.saveCard : texts.detail.replaceCard}
        </button>
      ) : null}
      {sub.proposedSize && sub.status !== "cancelled" ? (
        <div className={styles.notice}>
          <p>{fill(texts.size.proposed, { size: sub.size ?? "", next: sub.proposedSize })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => run(() => acceptNextSize(ref), (d) => fill(texts.size.switched, { size: d.size ?? "" }))}>
            {fill(texts.size.switch, { next: sub.proposedSize })}
          </button>
        </div>
      ) : null}
      {sub.status === "active" ? (
        <div className={styles.buttons}>
          <button type="button" className="button" disabled={busy || !changeable} onClick={() => run(() => skipNextDelivery(ref), (d) => fill(texts.actions.skipped, { date: nextDay(d) }))}>
            {texts.actions.skip}
          </button>
        </div>
      ) : null}
      {sub.status === "active" ? (
        <form className={styles.inline} onSubmit={(e) => submitted(e, pause)}>
          <label htmlFor={`${sub.id}-until`}>{texts.actions.pauseUntil}</label>
          <input id={`${sub.id}-until`} name="until" type="date" aria-describedby={`${sub.id}-until-hint`} />
          <span id={`${sub.id}-until-hint`} className={styles.muted}>
            {texts.actions.pauseUntilHint}
          </span>
          <button type="button" className="button button-secondary" disabled={busy} onClick={(e) => pressed(e, pause)}>
            {texts.actions.pause}
          </button>
        </form>
      ) : null}
      {sub.status === "paused" ? (
        <button type="button" className="button" disabled={busy} onClick={() => run(() => resumeSubscription(ref), (d) => fill(texts.actions.resumed, { date: nextDay(d) }))}>
          {texts.actions.resume}
        </button>
      ) : null}
      {offer && (sub.status === "active" || sub.status === "paused") ? (
        <form className={styles.change} onSubmit={(e) => submitted(e, change)} aria-labelledby={`${sub.id}-change`}>
          <h3 id={`${sub.id}-change`}>{texts.change.heading}</h3>
          <DeliveryFields id={sub.id} texts={texts.change} options={offer} choice={next} onChange={(patch) => setNext((c) => ({ ...c, ...patch }))} />
          <button type="button" className="button" disabled={busy} onClick={(e) => pressed(e, change)}>
            {busy ? texts.change.saving : texts.change.save}
          </button>
        </form>
      ) : null}
      {sub.ladder && sub.status !== "cancelled" ? (
        <form className={styles.inline} onSubmit={(e) => submitted(e, weigh)} aria-labelledby={`${sub.id}-weight-heading`}>
          <h3 id={`${sub.id}-weight-heading`}>{texts.size.weightHeading}</h3>
          <label htmlFor={`${sub.id}-kg`}>{texts.size.weight}</label>
          <input id={`${sub.id}-kg`} name="kg" type="number" inputMode="decimal" step="0.1" min={0.5} max={40} required />
          <button type="button" className="button button-secondary" disabled={busy} onClick={(e) => pressed(e, weigh)}>
            {texts.size.saveWeight}
          </button>
        </form>
      ) : null}
      {confirming ? (
        <div role="group" aria-label={texts.actions.cancel} className={styles.confirm}>
          <p>{texts.actions.cancelQuestion}</p>
          <button type="button" className="button" disabled={busy} onClick={() => run(() => cancelSubscription(ref), () => texts.actions.cancelled)}>
            {texts.actions.cancelYes}
          </button>
          <button type="button" className="button button-secondary" autoFocus onClick={() => setConfirming(false)}>
            {texts.actions.cancelNo}
          </button>
        </div>
      ) : (
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => setConfirming(true)}>
          {texts.actions.cancel}
        </button>
      )}
    </div>
  );
}
