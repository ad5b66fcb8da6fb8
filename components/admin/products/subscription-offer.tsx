"use client";
// The product form's "Subscribe and save" group: whether the product is sold by subscription too,
// the delivery intervals offered, the subscriber discount and, for a product with sizes, the size
// ladder (a row per size, smallest first: the baby's weight and age it fits). Unticked, the offer
// stays in the form (ticking again brings it back) but is not saved, so the product's is removed.
// The rules (ranges low to high, sizes of the grid, rungs in order, no gap) are the server's
// (lib/catalog/subscription-checks.ts): its refusals show on the fields they name.
import { useId } from "react";
import { Check, FieldError, FieldFrame } from "@/components/ui/form";
import formStyles from "@/components/ui/form.module.css";
import layout from "@/components/admin/record-editor.module.css";
import { fill } from "@/lib/i18n/format";
import { addRung, removeRung, RUNG_FIELDS, setRung, toggleInterval, type ProductForm } from "@/lib/admin/products/form";
import type { Messages } from "@/lib/i18n/messages";
import styles from "./admin-products.module.css";

export type SubscriptionTexts = Messages["AdminProducts"]["subscription"];
/** An interval staff may offer and its label ("2 weeks"), worked out on the server. */
export type IntervalOption = { weeks: number; label: string };

type Props = {
  form: ProductForm;
  onChange: (update: (form: ProductForm) => ProductForm) => void;
  errors: Record<string, string>;
  texts: SubscriptionTexts;
  intervalOptions: readonly IntervalOption[];
  focusNext: (id: string) => void;
};

const rungId = (row: number, field: string) => `product-rung-${row}-${field}`;

export function SubscriptionOffer({ form, onChange, errors, texts: t, intervalOptions, focusNext }: Props) {
  const uid = useId();
  const invalid = (id: string) => (errors[id] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {});
  const columns: Record<(typeof RUNG_FIELDS)[number], string> = { size: t.size, minKg: t.minKg, maxKg: t.maxKg, minMonths: t.minMonths, maxMonths: t.maxMonths };
  const showLadder = form.sizes.length > 0 || form.ladder.length > 0;
  // The grid's sizes, and a rung's size the grid no longer has (the server refuses it, by name).
  const sizeChoices = (current: string) => [...new Set([...form.sizes.filter((s) => s.trim()), ...(current ? [current] : [])])];

  return (
    <fieldset aria-describedby={`${uid}-hint`}>
      <legend>{t.legend}</legend>
      <p id={`${uid}-hint`} className={formStyles.hint}>
        {t.hint}
      </p>
      <Check id="product-subscribable" label={t.subscribable} checked={form.subscribable} onChange={(e) => onChange((f) => ({ ...f, subscribable: e.target.checked }))} />
      {form.subscribable ? (
        <>
          <fieldset id="product-intervals" tabIndex={-1} aria-describedby={[`${uid}-intervals-hint`, errors["product-intervals"] ? "product-intervals-error" : ""].filter(Boolean).join(" ")}>
            <legend>{t.intervals}</legend>
            <p id={`${uid}-intervals-hint`} className={formStyles.hint}>
              {t.intervalsHint}
            </p>
            <div className={layout.checks}>
              {intervalOptions.map((o) => (
                <label key={o.weeks} className={formStyles.check}>
                  <input type="checkbox" checked={form.intervals.includes(o.weeks)} onChange={(e) => onChange((f) => toggleInterval(f, o.weeks, e.target.checked))} /> {o.label}
                </label>
              ))}
            </div>
            <FieldError id="product-intervals" error={errors["product-intervals"]} />
          </fieldset>

          <div className={layout.fields}>
            <FieldFrame id="product-subscriber-discount" label={t.discount} hint={t.discountHint} error={errors["product-subscriber-discount"]}>
              {(a) => <input {...a} inputMode="numeric" value={form.subscriberDiscount} onChange={(e) => onChange((f) => ({ ...f, subscriberDiscount: e.target.value }))} />}
            </FieldFrame>
          </div>

          {showLadder ? (
            <fieldset id="product-ladder" tabIndex={-1} aria-describedby={`${uid}-ladder-hint`}>
              <legend>{t.ladder}</legend>
              <p id={`${uid}-ladder-hint`} className={formStyles.hint}>
                {t.ladderHint}
              </p>
              {form.ladder.length === 0 ? (
                <p className={formStyles.hint}>{t.noLadder}</p>
              ) : (
                <div className={styles.gridWrap}>
                  <table className={styles.grid}>
                    <caption className="visually-hidden">{t.ladder}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.rung}</th>
                        {RUNG_FIELDS.map((field) => (
                          <th key={field} scope="col">
                            {columns[field]}
                          </th>
                        ))}
                        <td />
                      </tr>
                    </thead>
                    <tbody>
                      {form.ladder.map((row, ri) => (
                        <tr key={ri}>
                          <th scope="row">{ri + 1}</th>
                          {RUNG_FIELDS.map((field) => {
                            const id = rungId(ri, field);
                            const label = fill(t.cell, { column: columns[field], n: ri + 1 });
                            const change = (value: string) => onChange((f) => setRung(f, ri, field, value));
                            return (
                              <td key={field}>
                                {field === "size" ? (
                                  <select id={id} aria-label={label} value={row.size} onChange={(e) => change(e.target.value)} {...invalid(id)}>
                                    {row.size === "" ? <option value="">{t.chooseSize}</option> : null}
                                    {sizeChoices(row.size).map((s) => (
                                      <option key={s} value={s}>
                                        {s}
                                      </option>
                                    ))}
                                  </select>
                                ) : (
                                  <input id={id} aria-label={label} inputMode={field.endsWith("Kg") ? "decimal" : "numeric"} value={row[field]} onChange={(e) => change(e.target.value)} {...invalid(id)} />
                                )}
                                <FieldError id={id} error={errors[id]} />
                              </td>
                            );
                          })}
                          <td>
                            <button
                              type="button"
                              className={formStyles.linkButton}
                              onClick={() => {
                                // Focus stays in the ladder: on the row that takes this one's place, else its button.
                                focusNext(form.ladder.length > 1 ? rungId(Math.min(ri, form.ladder.length - 2), "size") : "product-add-rung");
                                onChange((f) => removeRung(f, ri));
                              }}
                            >
                              {fill(t.removeRung, { n: ri + 1 })}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <FieldError id="product-ladder" error={errors["product-ladder"]} />
              <div className={styles.buttons}>
                <button
                  id="product-add-rung"
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    focusNext(rungId(form.ladder.length, "size"));
                    onChange(addRung);
                  }}
                >
                  {t.addRung}
                </button>
              </div>
            </fieldset>
          ) : (
            <p className={formStyles.hint}>{t.noSizes}</p>
          )}
        </>
      ) : null}
    </fieldset>
  );
}
