"use client";
// A subscription's controls in My account: skip the next delivery, pause (until a day, or until
// resumed), resume, cancel (after a question in the page), change the interval, variant and
// quantity from the next delivery on, and save a card. Each is one server action; the server's
// view is then refreshed, and the answer (or the refusal, such as "too late for this one") is
// said in a status line that takes focus.
import { useRef, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { FormStatus, type Tone } from "@/components/ui/form";
import type { ActionResult } from "@/lib/actions/define-action";
import {
  cancelSubscription,
  changeSubscriptionNext,
  pauseSubscription,
  resumeSubscription,
  saveCardFor,
  skipNextDelivery,
} from "@/lib/actions/subscriptions";
import { MAX_SUBSCRIPTION_QUANTITY } from "@/lib/catalog/subscription-offer.client";
import { fill } from "@/lib/i18n/format";
import type { Messages } from "@/lib/i18n/messages";
import styles from "./subscriptions.module.css";

type Texts = Pick<Messages["Subscriptions"], "actions" | "change" | "detail">;
export type ControlledSubscription = {
  id: string;
  productId: string;
  status: "incomplete" | "active" | "paused" | "cancelled";
  intervalWeeks: number;
  quantity: number;
  color?: string;
  size?: string;
  card: boolean;
};
export type OfferChoices = { intervals: { weeks: number; label: string }[]; colors: { value: string; label: string }[]; sizes: string[] } | null;


export function SubscriptionControls({ subscription: sub, offer, changeable, texts }: { subscription: ControlledSubscription; offer: OfferChoices; changeable: boolean; texts: Texts }) {
  const router = useRouter();
  const [busy, start] = useTransition();
  const [answer, setAnswer] = useState<{ tone: Tone; message: string }>({ tone: "idle", message: "" });
  const [confirming, setConfirming] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const ref = { subscriptionId: sub.id };

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

  const pause = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const until = String(new FormData(event.currentTarget).get("until") ?? "");
    run(() => pauseSubscription({ ...ref, until }), () => texts.actions.paused);
  };
  const change = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => (data.get(name) ? String(data.get(name)) : undefined);
    run(
      () =>
        changeSubscriptionNext({
          ...ref,
          productId: sub.productId,
          intervalWeeks: Number(data.get("intervalWeeks")),
          quantity: Number(data.get("quantity")),
          ...(text("color") ? { color: text("color") } : {}),
          ...(text("size") ? { size: text("size") } : {}),
        }),
      (d) => fill(texts.change.saved, { date: nextDay(d) }),
    );
  };
  const saveCard = () =>
    start(async () => {
      const result = await saveCardFor(ref).catch(() => null);
      if (result?.ok) window.location.assign(result.data.url);
      else setAnswer({ tone: "error", message: result?.message ?? texts.actions.failed });
    });

  return (
    <div className={styles.controls}>
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} />
      {sub.card ? (
        <button type="button" className="button button-secondary" disabled={busy} onClick={saveCard}>
          {sub.status === "incomplete" ? texts.detail.saveCard : texts.detail.replaceCard}
        </button>
      ) : null}
      {sub.status === "active" ? (
        <div className={styles.buttons}>
          <button type="button" className="button" disabled={busy || !changeable} onClick={() => run(() => skipNextDelivery(ref), (d) => fill(texts.actions.skipped, { date: nextDay(d) }))}>
            {texts.actions.skip}
          </button>
        </div>
      ) : null}
      {sub.status === "active" ? (
        <form className={styles.inline} onSubmit={pause}>
          <label htmlFor={`${sub.id}-until`}>{texts.actions.pauseUntil}</label>
          <input id={`${sub.id}-until`} name="until" type="date" aria-describedby={`${sub.id}-until-hint`} />
          <span id={`${sub.id}-until-hint`} className={styles.muted}>
            {texts.actions.pauseUntilHint}
          </span>
          <button type="submit" className="button button-secondary" disabled={busy}>
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
        <form className={styles.change} onSubmit={change} aria-labelledby={`${sub.id}-change`}>
          <h3 id={`${sub.id}-change`}>{texts.change.heading}</h3>
          <label htmlFor={`${sub.id}-interval`}>{texts.change.interval}</label>
          <select id={`${sub.id}-interval`} name="intervalWeeks" defaultValue={sub.intervalWeeks}>
            {offer.intervals.map((i) => (
              <option key={i.weeks} value={i.weeks}>
                {i.label}
              </option>
            ))}
          </select>
          {offer.colors.length > 0 ? (
            <>
              <label htmlFor={`${sub.id}-color`}>{texts.change.color}</label>
              <select id={`${sub.id}-color`} name="color" defaultValue={sub.color}>
                {offer.colors.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {offer.sizes.length > 0 ? (
            <>
              <label htmlFor={`${sub.id}-size`}>{texts.change.size}</label>
              <select id={`${sub.id}-size`} name="size" defaultValue={sub.size}>
                {offer.sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <label htmlFor={`${sub.id}-quantity`}>{texts.change.quantity}</label>
          <input id={`${sub.id}-quantity`} name="quantity" type="number" min={1} max={MAX_SUBSCRIPTION_QUANTITY} defaultValue={sub.quantity} required />
          <button type="submit" className="button" disabled={busy}>
            {busy ? texts.change.saving : texts.change.save}
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
