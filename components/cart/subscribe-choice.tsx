"use client";
// The product page's choice between buying once and subscribing (a subscribable product only),
// part of the buying block (product-purchase-island.tsx): two radios, the interval of deliveries
// (a select, once subscribing is chosen), and what each delivery costs at the quantity chosen.
// The price is shown, never sent: the subscribe page and each delivery price it on the server.
import { useId } from "react";
import { Link } from "@/components/ui/link";
import { formatPrice } from "@/lib/format";
import { fill } from "@/lib/i18n/format";
import { deliveryPrice, subscriberUnitPrice } from "@/lib/catalog/subscription-offer.client";
import { subscribeHref, type SubscribeChoice } from "@/lib/routes";
import styles from "./product-purchase.module.css";
import buttons from "./buttons.module.css";

/** What the page offers and its words, filled on the server but for the price and the interval. */
export type SubscriptionOfferProps = {
  /** The intervals offered, ascending, labelled ("4 weeks"), and the one chosen first. */
  intervals: { weeks: number; label: string }[];
  defaultWeeks: number;
  discountPercent: number;
  texts: {
    legend: string;
    oneTime: string;
    /** "Subscribe every {interval}, save 10 %": the percent filled in. */
    subscribe: string;
    every: string;
    /** "Each delivery: {total} ({quantity} × {unit}), plus delivery and tax as on any order." */
    eachDelivery: string;
    button: string;
    /** "Subscribe to {name}" (its {name} filled in). */
    buttonLabel: string;
  };
};

export type PurchaseMode = "once" | "subscribe";

type ChoiceProps = {
  offer: SubscriptionOfferProps;
  mode: PurchaseMode;
  onMode: (mode: PurchaseMode) => void;
  weeks: number;
  onWeeks: (weeks: number) => void;
  /** The product's unit price that day (after its own discount), in cents, and the quantity chosen. */
  unitPrice: number;
  quantity: number;
  locale: string;
};

/** The two radios, the interval and the price of each delivery. */
export function SubscribeChoiceGroup({ offer, mode, onMode, weeks, onWeeks, unitPrice, quantity, locale }: ChoiceProps) {
  const id = useId();
  const t = offer.texts;
  const interval = offer.intervals.find((i) => i.weeks === weeks)?.label ?? "";
  const price = fill(t.eachDelivery, {
    total: formatPrice(deliveryPrice(unitPrice, quantity, offer.discountPercent), locale),
    quantity,
    unit: formatPrice(subscriberUnitPrice(unitPrice, offer.discountPercent), locale),
  });
  return (
    <fieldset className={styles.modes} data-testid="purchase-choice">
      <legend className="visually-hidden">{t.legend}</legend>
      <label className={styles.mode}>
        <input type="radio" name={`${id}-mode`} value="once" checked={mode === "once"} onChange={() => onMode("once")} /> {t.oneTime}
      </label>
      <label className={styles.mode}>
        <input type="radio" name={`${id}-mode`} value="subscribe" checked={mode === "subscribe"} onChange={() => onMode("subscribe")} aria-describedby={`${id}-price`} />{" "}
        {fill(t.subscribe, { interval })}
      </label>
      <p id={`${id}-price`} className={styles.modeDetail} data-testid="delivery-price">
        {price}
      </p>
      {mode === "subscribe" ? (
        <p className={styles.modeDetail}>
          <label htmlFor={`${id}-weeks`}>{t.every}</label>{" "}
          <select id={`${id}-weeks`} value={weeks} onChange={(e) => onWeeks(Number(e.target.value))}>
            {offer.intervals.map((i) => (
              <option key={i.weeks} value={i.weeks}>
                {i.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
    </fieldset>
  );
}

/** The "Subscribe" button: a link to the subscribe page with the choice in its query string. */
export function SubscribeLink({ productId, offer, choice }: { productId: string; offer: SubscriptionOfferProps; choice: SubscribeChoice }) {
  return (
    <Link href={subscribeHref(productId, choice)} className={`${buttons.cartButton} ${buttons.large}`} aria-label={offer.texts.buttonLabel}>
      {offer.texts.button}
    </Link>
  );
}
