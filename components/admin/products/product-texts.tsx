"use client";
// The product's texts, one tab per language (the WAI-ARIA tabs pattern: arrow keys, Home and End
// move between tabs, Tab goes into the panel). English is the product's own name and descriptions;
// French and German hold their translations and the labels of the product's colours and sizes, each
// field marked "Translated" or "Missing", each tab with how many of its fields are missing. A field
// left empty shows the English one in that language's shop (lib/catalog/translations.ts).
import { useState, type ReactNode } from "react";
import { FieldFrame } from "@/components/ui/form";
import { useTabs } from "@/components/ui/use-tabs";
import { fill, plural } from "@/lib/i18n/format";
import { setTranslation, untranslatedOfForm, type ProductForm, type TranslationForm } from "@/lib/admin/products/form";
import { TRANSLATED_LOCALES, type TranslatableField, type TranslatedLocale } from "@/lib/catalog/translations.client";
import styles from "./admin-products.module.css";

type Language = "en" | TranslatedLocale;
const LANGUAGES: readonly Language[] = ["en", ...TRANSLATED_LOCALES];

export type ProductTextsTexts = {
  heading: string;
  hint: string;
  tabs: string;
  languages: Record<Language, string>;
  /** A tab's count of missing fields: none, or "{count} missing" in the admin's language's plural. */
  tabState: { none: string; one: string; other: string };
  /** The admin's language, for the plural. */
  locale: string;
  translated: string;
  missing: string;
  fields: Record<TranslatableField, string>;
  /** "{field} ({language})" */
  fieldIn: string;
  /** "{key} ({language})" */
  labelOf: string;
  /** "Empty: “{english}” shows." */
  englishShows: string;
  noVariants: string;
};

type Props = {
  form: ProductForm;
  onChange: (update: (f: ProductForm) => ProductForm) => void;
  errors: Record<string, string>;
  /** The English fields, as the record editor frames them. */
  english: ReactNode;
  texts: ProductTextsTexts;
};

/** The ids of a language's inputs start so (fieldIdOf in lib/admin/products/form.ts). */
const idPrefix = (language: Language) => (language === "en" ? null : `product-${language}-`);
const ENGLISH_IDS = ["product-name", "product-short", "product-full"];
const hasErrorIn = (language: Language, errors: Record<string, string>) =>
  Object.keys(errors).some((id) => (language === "en" ? ENGLISH_IDS.includes(id) : id.startsWith(idPrefix(language)!)));

export function ProductTexts({ form, onChange, errors, english, texts: t }: Props) {
  const { tab, setTab, tabProps, panelProps } = useTabs(LANGUAGES, (language) => `product-texts-${language}`);
  // A refusal names a field in another tab: show that tab in the same render, so the editor can focus the field.
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    const first = LANGUAGES.find((l) => hasErrorIn(l, errors));
    if (first && first !== tab) setTab(first);
  }

  return (
    <section aria-labelledby="product-texts-heading" className={styles.texts}>
      <h2 id="product-texts-heading" className={styles.textsHeading}>
        {t.heading}
      </h2>
      <p className={styles.textsHint}>{t.hint}</p>
      <div role="tablist" aria-label={t.tabs} className={styles.tabs}>
        {LANGUAGES.map((language, i) => {
          const missing = language === "en" ? null : untranslatedOfForm(form, language).length;
          return (
            <button key={language} {...tabProps(language, i)} className={styles.tab}>
              <span lang={language}>{t.languages[language]}</span>{" "}
              {missing !== null ? <span className={missing > 0 ? styles.badge : styles.badgeMuted}>{missing > 0 ? plural(t.locale, t.tabState, missing) : t.tabState.none}</span> : null}
            </button>
          );
        })}
      </div>
      {LANGUAGES.map((language) => (
        <div key={language} {...panelProps(language)} className={styles.panel}>
          {/* Only the shown panel holds its fields, so each label is on the page once. */}
          {tab !== language ? null : language === "en" ? english : <Translation form={form} locale={language} onChange={onChange} errors={errors} texts={t} />}
        </div>
      ))}
    </section>
  );
}

function Translation({ form, locale, onChange, errors, texts: t }: { form: ProductForm; locale: TranslatedLocale; onChange: Props["onChange"]; errors: Record<string, string>; texts: ProductTextsTexts }) {
  const language = t.languages[locale];
  const own = form.translations[locale];
  const missing = untranslatedOfForm(form, locale);
  const set = <K extends keyof TranslationForm>(field: K, value: TranslationForm[K]) => onChange((f) => setTranslation(f, locale, field, value));
  const note = (isMissing: boolean) => (isMissing ? t.missing : t.translated);
  const shows = (english: string) => (english.trim() ? fill(t.englishShows, { english: english.length > 60 ? `${english.slice(0, 60)}…` : english }) : undefined);

  const text = (field: "name" | "shortDescription" | "fullDescription", idPart: string, rows: number | null) => {
    const id = `product-${locale}-${idPart}`;
    return (
      <FieldFrame id={id} label={fill(t.fieldIn, { field: t.fields[field], language })} note={note(missing.includes(field))} hint={shows(form[field])} error={errors[id]}>
        {(control) =>
          rows === null ? (
            <input {...control} lang={locale} value={own[field]} onChange={(e) => set(field, e.target.value)} />
          ) : (
            <textarea {...control} lang={locale} rows={rows} value={own[field]} onChange={(e) => set(field, e.target.value)} />
          )
        }
      </FieldFrame>
    );
  };

  const labels = (kind: "colors" | "sizes", keys: readonly string[]) => {
    const id = `product-${locale}-${kind}`;
    const shown = [...new Set(keys.filter((k) => k.trim()))];
    if (shown.length === 0) return null;
    return (
      <fieldset id={id} tabIndex={-1} aria-describedby={errors[id] ? `${id}-error` : undefined}>
        <legend>
          {fill(t.fieldIn, { field: t.fields[kind], language })} <span className={missing.includes(kind) ? styles.badge : styles.badgeMuted}>{note(missing.includes(kind))}</span>
        </legend>
        <div className={styles.labels}>
          {shown.map((key, i) => {
            const inputId = `${id}-${i}`;
            const value = own[kind][key] ?? "";
            return (
              <FieldFrame key={key} id={inputId} label={fill(t.labelOf, { key, language })} note={note(!value.trim())}>
                {(control) => <input {...control} lang={locale} value={value} onChange={(e) => set(kind, { ...own[kind], [key]: e.target.value })} />}
              </FieldFrame>
            );
          })}
        </div>
        {errors[id] ? (
          <p id={`${id}-error`} className={styles.labelsError}>
            {errors[id]}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const colors = labels(
    "colors",
    form.colors.map((c) => c.name),
  );
  const sizes = labels("sizes", form.colors.length > 0 ? form.sizes : []);
  return (
    <div className={styles.translation}>
      {text("name", "name", null)}
      {text("shortDescription", "short", 3)}
      {text("fullDescription", "full", 8)}
      {!colors && !sizes ? <p className={styles.textsHint}>{t.noVariants}</p> : null}
      {colors}
      {sizes}
    </div>
  );
}
