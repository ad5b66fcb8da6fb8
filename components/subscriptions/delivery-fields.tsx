"use client";
// What each delivery of a subscription holds: the interval, the colour, the size and the quantity,
// as the subscribe form asks them and a subscription's "change from the next delivery" changes
// them. Controlled; each control is named for the form's data too.
import { MAX_SUBSCRIPTION_QUANTITY } from "@/lib/catalog/subscription-offer.client";
import type { Messages } from "@/lib/i18n/messages";
import styles from "./subscriptions.module.css";

export type DeliveryChoice = { intervalWeeks: number; color?: string; size?: string; quantity: number };
export type DeliveryOptions = { intervals: { weeks: number; label: string }[]; colors: { value: string; label: string }[]; sizes: string[] };

type Props = { id: string; texts: Messages["Subscriptions"]["change"]; options: DeliveryOptions; choice: DeliveryChoice; onChange: (patch: Partial<DeliveryChoice>) => void };

export function DeliveryFields({ id, texts, options, choice, onChange }: Props) {
  return (
    <div className={styles.change}>
      <label htmlFor={`${id}-interval`}>{texts.interval}</label>
      <select id={`${id}-interval`} name="intervalWeeks" value={choice.intervalWeeks} onChange={(e) => onChange({ intervalWeeks: Number(e.target.value) })}>
        {options.intervals.map((i) => (
          <option key={i.weeks} value={i.weeks}>
            {i.label}
          </option>
        ))}
      </select>
      {options.colors.length > 1 ? (
        <>
          <label htmlFor={`${id}-color`}>{texts.color}</label>
          <select id={`${id}-color`} name="color" value={choice.color} onChange={(e) => onChange({ color: e.target.value })}>
            {options.colors.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {options.sizes.length > 0 ? (
        <>
          <label htmlFor={`${id}-size`}>{texts.size}</label>
          <select id={`${id}-size`} name="size" value={choice.size} onChange={(e) => onChange({ size: e.target.value })}>
            {options.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor={`${id}-quantity`}>{texts.quantity}</label>
      <input
        id={`${id}-quantity`}
        name="quantity"
        type="number"
        min={1}
        max={MAX_SUBSCRIPTION_QUANTITY}
        value={choice.quantity}
        onChange={(e) => onChange({ quantity: Math.min(MAX_SUBSCRIPTION_QUANTITY, Math.max(1, Number(e.target.value) || 1)) })}
      />
    </div>
  );
}
