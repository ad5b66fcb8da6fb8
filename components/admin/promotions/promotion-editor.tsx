"use client";
// The admin promotion form (create and edit): name and note, trigger and code, the benefit with
// only its kind's fields, the conditions (dates in the shop's time zone, UTC, as the form says),
// the limits and what it combines with. It holds what was typed as text
// (lib/admin/promotions/form.ts) and sends the converted fields to the admin actions, which parse
// everything again; saving, a refusal's marks (a code already taken on the code field, a stale
// edit as an alert) and the unsaved-changes question are the record editor's (record-editor.tsx).
import { useId } from "react";
import { useRouter } from "next/navigation";
import { Check, FieldError } from "@/components/ui/form";
import formStyles from "@/components/ui/form.module.css";
import { EditorForm, EditorSaveBar, useRecordEditor, type EditorTexts } from "@/components/admin/record-editor";
import layout from "@/components/admin/record-editor.module.css";
import { createPromotion, updatePromotion } from "@/lib/actions/admin-promotions";
import { fieldIdOf, formToInput, KIND_FIELDS, type PromotionForm } from "@/lib/admin/promotions/form";
import { adminPromotionHref } from "@/lib/admin/routes";
import type { Category } from "@/lib/catalog/schema";
import type { ShippingMethod } from "@/lib/orders/config";
import type { BenefitKind, PromotionClass } from "@/lib/promotions/schema";

export type PromotionEditorTexts = EditorTexts &
  Record<
    | "basics" | "name" | "description" | "descriptionHint" | "trigger" | "triggerCode" | "triggerAutomatic" | "code" | "codeHint"
    | "benefit" | "kind" | "percent" | "percentHint" | "amount" | "amountHint" | "productIds" | "productIdsHint" | "categories" | "methods" | "methodsHint"
    | "buy" | "get" | "maxFree" | "maxFreeHint" | "conditions" | "timeZone" | "startsAt" | "endsAt" | "endsAtHint" | "minSubtotal" | "minSubtotalHint"
    | "minQuantity" | "firstOrderOnly" | "subscribersOnly" | "excludeDiscounted" | "limits" | "totalUses" | "perAccount" | "budget" | "noLimit"
    | "combinesWith" | "combinesWithHint" | "create" | "save" | "created" | "saved",
    string
  >;

type Option<V> = { value: V; label: string };

type Props = {
  initial: PromotionForm;
  /** The promotion's id and updatedAt as loaded (an edit), or null (a new promotion). */
  loaded: { id: string; updatedAt: string } | null;
  kinds: readonly Option<BenefitKind>[];
  categories: readonly Option<Category>[];
  methods: readonly Option<ShippingMethod>[];
  classes: readonly Option<PromotionClass>[];
  texts: PromotionEditorTexts;
};

export function PromotionEditor({ initial, loaded, kinds, categories, methods, classes, texts: t }: Props) {
  const router = useRouter();
  const uid = useId();
  const editor = useRecordEditor(initial, loaded?.updatedAt ?? null, t, fieldIdOf);
  const { form, set, errors, field } = editor;
  const shows = KIND_FIELDS[form.kind];

  const save = () =>
    editor.save(
      (f, updatedAt) => {
        const fields = formToInput(f);
        return loaded ? updatePromotion({ id: loaded.id, updatedAt: updatedAt!, fields }) : createPromotion({ fields });
      },
      (data) => {
        if (!loaded) {
          router.replace(adminPromotionHref(data.id));
          return t.created;
        }
        router.refresh();
        return t.saved;
      },
    );


  const text = (id: string, key: keyof PromotionForm, label: string, hint?: string, inputMode?: "decimal" | "numeric") =>
    field(id, label, (a) => <input {...a} inputMode={inputMode} autoComplete="off" value={form[key] as string} onChange={(e) => set(key, e.target.value as never)} />, hint);
  /** A group of checkboxes with its legend, its error tied to it (`id`: what a refusal focuses). */
  const checks = <V extends string>(id: string, legend: string, options: readonly Option<V>[], checked: (v: V) => boolean, toggle: (v: V, on: boolean) => void, hint?: string) => (
    <fieldset id={id} tabIndex={-1} aria-describedby={[hint ? `${id}-hint` : "", errors[id] ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={layout.checks}>
        {options.map((o) => (
          <Check key={o.value} id={`${id}-${o.value}`} label={o.label} checked={checked(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
        ))}
      </div>
      <FieldError id={id} error={errors[id]} />
    </fieldset>
  );
  const toggled = <V,>(list: readonly V[], v: V, on: boolean) => (on ? [...list, v] : list.filter((x) => x !== v));

  return (
    <EditorForm onSave={save}>
        <fieldset>
          <legend>{t.basics}</legend>
          <div className={layout.fields}>{text("promotion-name", "name", t.name)}</div>
          {field("promotion-description", t.description, (a) => <textarea {...a} rows={2} value={form.description} onChange={(e) => set("description", e.target.value)} />, t.descriptionHint)}
        </fieldset>

        <fieldset>
          <legend>{t.trigger}</legend>
          <div className={layout.checks}>
            <label className={formStyles.check}>
              <input type="radio" name={`${uid}-trigger`} checked={form.trigger === "code"} onChange={() => set("trigger", "code")} /> {t.triggerCode}
            </label>
            <label className={formStyles.check}>
              <input type="radio" name={`${uid}-trigger`} checked={form.trigger === "automatic"} onChange={() => set("trigger", "automatic")} /> {t.triggerAutomatic}
            </label>
          </div>
          {form.trigger === "code" ? (
            <div className={layout.fields}>
              {field(
                "promotion-code",
                t.code,
                (a) => <input {...a} autoComplete="off" spellCheck={false} autoCapitalize="characters" value={form.code} onChange={(e) => set("code", e.target.value)} />,
                t.codeHint,
              )}
            </div>
          ) : null}
        </fieldset>

        <fieldset>
          <legend>{t.benefit}</legend>
          <div className={layout.fields}>
            {field("promotion-kind", t.kind, (a) => (
              <select {...a} value={form.kind} onChange={(e) => set("kind", e.target.value as BenefitKind)}>
                {kinds.map((k) => (
                  <option key={k.value} value={k.value}>
                    {k.label}
                  </option>
                ))}
              </select>
            ))}
            {shows.includes("percent") ? text("promotion-percent", "percent", t.percent, t.percentHint, "numeric") : null}
            {shows.includes("amount") ? text("promotion-amount", "amount", t.amount, t.amountHint, "decimal") : null}
            {shows.includes("buyGet") ? (
              <>
                {text("promotion-buy", "buy", t.buy, undefined, "numeric")}
                {text("promotion-get", "get", t.get, undefined, "numeric")}
                {text("promotion-max-free", "maxFree", t.maxFree, t.maxFreeHint, "numeric")}
              </>
            ) : null}
          </div>
          {shows.includes("target") ? (
            <>
              {field("promotion-product-ids", t.productIds, (a) => <textarea {...a} rows={2} spellCheck={false} value={form.productIds} onChange={(e) => set("productIds", e.target.value)} />, t.productIdsHint)}
              {checks("promotion-categories", t.categories, categories, (c) => form.categories.includes(c), (c, on) => set("categories", toggled(form.categories, c, on)))}
            </>
          ) : null}
          {shows.includes("methods")
            ? checks("promotion-methods", t.methods, methods, (m) => form.methods.includes(m), (m, on) => set("methods", toggled(form.methods, m, on)), t.methodsHint)
            : null}
        </fieldset>

        <fieldset aria-describedby={`${uid}-time-zone`}>
          <legend>{t.conditions}</legend>
          <p id={`${uid}-time-zone`} className={formStyles.hint}>
            {t.timeZone}
          </p>
          <div className={layout.fields}>
            {field("promotion-starts-at", t.startsAt, (a) => <input {...a} type="datetime-local" value={form.startsAt} onChange={(e) => set("startsAt", e.target.value)} />)}
            {field("promotion-ends-at", t.endsAt, (a) => <input {...a} type="datetime-local" value={form.endsAt} onChange={(e) => set("endsAt", e.target.value)} />, t.endsAtHint)}
            {text("promotion-min-subtotal", "minSubtotal", t.minSubtotal, t.minSubtotalHint, "decimal")}
            {text("promotion-min-quantity", "minQuantity", t.minQuantity, t.noLimit, "numeric")}
          </div>
          <Check id="promotion-first-order" label={t.firstOrderOnly} checked={form.firstOrderOnly} onChange={(e) => set("firstOrderOnly", e.target.checked)} />
          <Check id="promotion-subscribers" label={t.subscribersOnly} checked={form.subscribersOnly} onChange={(e) => set("subscribersOnly", e.target.checked)} />
          <Check id="promotion-exclude-discounted" label={t.excludeDiscounted} checked={form.excludeDiscounted} onChange={(e) => set("excludeDiscounted", e.target.checked)} />
        </fieldset>

        <fieldset>
          <legend>{t.limits}</legend>
          <div className={layout.fields}>
            {text("promotion-total-uses", "totalUses", t.totalUses, t.noLimit, "numeric")}
            {text("promotion-per-account", "perAccount", t.perAccount, t.noLimit, "numeric")}
            {text("promotion-budget", "budget", t.budget, t.noLimit, "decimal")}
          </div>
        </fieldset>

        {checks(
          "promotion-combines",
          t.combinesWith,
          classes,
          (c) => form.combinesWith[c],
          (c, on) => set("combinesWith", { ...form.combinesWith, [c]: on }),
          t.combinesWithHint,
        )}

        <EditorSaveBar editor={editor} label={loaded ? t.save : t.create} texts={t} />
    </EditorForm>
  );
}
