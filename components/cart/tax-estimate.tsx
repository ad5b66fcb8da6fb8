"use client";
// The cart's sales-tax estimate: the goods that count, taxed at the state the shopper picks, by
// the checkout's own rule (lib/orders/tax.ts). Only an estimate: the checkout taxes the delivery
// address (and the delivery) on the server.
import { useId, useState } from "react";
import { formatPrice, formatTaxRate } from "@/lib/format";
import { listedUsStates, orderTax } from "@/lib/orders/tax";
import type { CartPageTexts } from "./texts";
import fields from "@/components/ui/form.module.css";
import styles from "./cart-view.module.css";

const STATES = listedUsStates();
const OTHER = "";

export function TaxEstimate({ lineTotals, locale, texts: t }: { lineTotals: readonly number[]; locale: string; texts: CartPageTexts }) {
  const id = useId();
  const [state, setState] = useState(OTHER);
  const tax = orderTax(lineTotals, 0, { country: "US", region: state }).tax;
  return (
    <div className={styles.taxEstimate}>
      <label htmlFor={id}>{t.taxState}</label>
      <select id={id} className={fields.input} value={state} onChange={(e) => setState(e.target.value)}>
        <option value={OTHER}>{t.taxOtherState}</option>
        {STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name} ({formatTaxRate(s.rate, locale)})
          </option>
        ))}
      </select>
      <p className={styles.taxLine} aria-live="polite" aria-atomic="true">
        <span>{t.taxEstimate}</span>
        <span data-testid="cart-tax-estimate">{formatPrice(tax.goods, locale)}</span>
      </p>
      <p className={styles.note}>{t.taxEstimateNote}</p>
    </div>
  );
}
