"use client";
// The admin product form (create and edit): every field staff set, the colours x sizes grid with a
// stock per cell and an image per colour (variant-grid.tsx), the subscription offer and its size
// ladder (subscription-offer.tsx), and the images (product-images.tsx). It holds what was
// typed as text (lib/admin/products/form.ts) and sends the converted fields to the admin actions,
// which parse everything again; saving, a refusal's marks and the unsaved-changes question are the
// admin's record editor's (record-editor.tsx), and a save refreshes the page.
import { useId } from "react";
import { useRouter } from "next/navigation";
import { Check, FieldError } from "@/components/ui/form";
import { EditorForm, EditorSaveBar, useRecordEditor } from "@/components/admin/record-editor";
import layout from "@/components/admin/record-editor.module.css";
import formStyles from "@/components/ui/form.module.css";
import { createProduct, updateProduct } from "@/lib/actions/admin-products";
import { fieldIdOf, formToFields, removeImage, type ProductForm } from "@/lib/admin/products/form";
import { adminProductHref } from "@/lib/admin/routes";
import type { Category } from "@/lib/catalog/schema";
import type { StorageErrorKey } from "@/lib/storage-errors";
import { ProductImages, type ImageTexts } from "./product-images";
import { SubscriptionOffer, type IntervalOption, type SubscriptionTexts } from "./subscription-offer";
import { VariantGrid } from "./variant-grid";
import { ProductTexts, type ProductTextsTexts } from "./product-texts";
import styles from "./admin-products.module.css";

type FormTexts = Record<
  | "id" | "idHint" | "sku" | "name" | "price" | "priceHint" | "discount" | "discountHint" | "offerEnd" | "offerEndHint" | "new" | "archived"
  | "categories" | "tags" | "tagsHint" | "age" | "ageHint" | "ageAll" | "ageRange" | "ageFrom" | "ageTo" | "ageToHint" | "agePresets" | "stock" | "stockHint" | "short" | "full" | "create" | "save" | "saving" | "created" | "saved" | "unchanged"
  | "invalid" | "failed" | "unsaved" | "leave" | "basics" | "pricing" | "catalogue" | "variations" | "descriptions" | "visibility",
  string
>;
type GridTexts = Record<
  "caption" | "hint" | "colorHeader" | "imageHeader" | "colorName" | "sizeName" | "imageOf" | "firstImage" | "cell" | "addColor" | "addSize" | "removeColor" | "removeSize" | "empty" | "needSize",
  string
>;

/** A band's range, offered as a one-click choice (lib/catalog/age.ts rangeOfBand, worked out on the server). */
export type AgePreset = { band: string; label: string; fromMonths: number; toMonths?: number };

export type ProductEditorTexts = {
  form: FormTexts;
  grid: GridTexts;
  subscription: SubscriptionTexts;
  images: ImageTexts;
  storageErrors: Record<StorageErrorKey, string>;
  translations: ProductTextsTexts;
};

type Props = {
  initial: ProductForm;
  /** The product's updatedAt as loaded (an edit), or null (a new product). */
  updatedAt: string | null;
  categories: readonly { value: Category; label: string }[];
  /** Known colour names, offered as suggestions. */
  colorNames: readonly string[];
  agePresets: readonly AgePreset[];
  /** The delivery intervals a subscription may offer, labelled. */
  intervalOptions: readonly IntervalOption[];
  texts: ProductEditorTexts;
};

export function ProductEditor({ initial, updatedAt, categories, colorNames, agePresets, intervalOptions, texts }: Props) {
  const router = useRouter();
  const uid = useId();
  const t = texts.form;
  const editor = useRecordEditor(initial, updatedAt, t, fieldIdOf);
  const { form, setForm, set, errors, field } = editor;
  const isNew = updatedAt === null;

  const save = () =>
    editor.save(
      (f, loadedAt) => {
        const fields = formToFields(f);
        return isNew ? createProduct({ id: f.id.trim(), fields }) : updateProduct({ id: f.id, updatedAt: loadedAt!, fields });
      },
      (data) => {
        if (isNew) {
          router.replace(adminProductHref(data.id));
          return t.created;
        }
        router.refresh();
        return "changed" in data && !data.changed ? t.unchanged : t.saved;
      },
    );


  return (
    <EditorForm onSave={save}>
      <fieldset>
        <legend>{t.basics}</legend>
        <div className={layout.fields}>
          {field("product-id", t.id, (a) => <input {...a} value={form.id} readOnly={!isNew} required autoComplete="off" spellCheck={false} onChange={(e) => set("id", e.target.value)} />, t.idHint)}
          {field("product-sku", t.sku, (a) => <input {...a} value={form.sku} required autoComplete="off" spellCheck={false} onChange={(e) => set("sku", e.target.value)} />)}
        </div>
      </fieldset>

      <ProductTexts
        form={form}
        onChange={setForm}
        errors={errors}
        texts={texts.translations}
        english={
          <div className={layout.fields}>
            {field("product-name", t.name, (a) => <input {...a} value={form.name} required onChange={(e) => set("name", e.target.value)} />)}
            {field("product-short", t.short, (a) => <textarea {...a} rows={3} value={form.shortDescription} onChange={(e) => set("shortDescription", e.target.value)} />)}
            {field("product-full", t.full, (a) => <textarea {...a} rows={8} value={form.fullDescription} onChange={(e) => set("fullDescription", e.target.value)} />)}
          </div>
        }
      />

      <fieldset>
        <legend>{t.pricing}</legend>
        <div className={layout.fields}>
          {field("product-price", t.price, (a) => <input {...a} inputMode="decimal" value={form.price} required onChange={(e) => set("price", e.target.value)} />, t.priceHint)}
          {field("product-discount", t.discount, (a) => <input {...a} inputMode="numeric" value={form.discount} onChange={(e) => set("discount", e.target.value)} />, t.discountHint)}
          {field("product-offer-end", t.offerEnd, (a) => <input {...a} type="datetime-local" value={form.offerEnd} onChange={(e) => set("offerEnd", e.target.value)} />, t.offerEndHint)}
        </div>
        <Check id="product-new" label={t.new} checked={form.isNew} onChange={(e) => set("isNew", e.target.checked)} />
      </fieldset>

      <fieldset id="product-categories" tabIndex={-1} aria-describedby={errors["product-categories"] ? "product-categories-error" : undefined}>
        <legend>{t.catalogue}</legend>
        <fieldset>
          <legend>{t.categories}</legend>
          <div className={layout.checks}>
            {categories.map((c) => (
              <label key={c.value} className={formStyles.check}>
                <input
                  type="checkbox"
                  checked={form.categories.includes(c.value)}
                  onChange={(e) => set("categories", e.target.checked ? [...form.categories, c.value] : form.categories.filter((x) => x !== c.value))}
                />{" "}
                {c.label}
              </label>
            ))}
          </div>
          <FieldError id="product-categories" error={errors["product-categories"]} />
        </fieldset>
        {field("product-tags", t.tags, (a) => <input {...a} value={form.tags} onChange={(e) => set("tags", e.target.value)} />, t.tagsHint)}
      </fieldset>

      <fieldset aria-describedby={`${uid}-age-hint`}>
        <legend>{t.age}</legend>
        <p id={`${uid}-age-hint`} className={formStyles.hint}>
          {t.ageHint}
        </p>
        <div className={layout.checks}>
          <label className={formStyles.check}>
            <input type="radio" name={`${uid}-ages`} checked={form.ages === "all"} onChange={() => set("ages", "all")} /> {t.ageAll}
          </label>
          <label className={formStyles.check}>
            <input type="radio" name={`${uid}-ages`} checked={form.ages === "range"} onChange={() => set("ages", "range")} /> {t.ageRange}
          </label>
        </div>
        {form.ages === "range" ? (
          <div className={layout.fields}>
            {field("product-age-from", t.ageFrom, (a) => <input {...a} inputMode="numeric" value={form.ageFrom} onChange={(e) => set("ageFrom", e.target.value)} />)}
            {field("product-age-to", t.ageTo, (a) => <input {...a} inputMode="numeric" value={form.ageTo} onChange={(e) => set("ageTo", e.target.value)} />, t.ageToHint)}
          </div>
        ) : null}
        <div role="group" aria-label={t.agePresets} className={styles.buttons}>
          {agePresets.map((p) => (
            <button
              key={p.band}
              type="button"
              className="button button-secondary"
              aria-pressed={form.ages === "range" && form.ageFrom === String(p.fromMonths) && form.ageTo === (p.toMonths === undefined ? "" : String(p.toMonths))}
              onClick={() => setForm((f) => ({ ...f, ages: "range", ageFrom: String(p.fromMonths), ageTo: p.toMonths === undefined ? "" : String(p.toMonths) }))}
            >
              {p.label}
            </button>
          ))}
        </div>
      </fieldset>

      <VariantGrid
        form={form}
        onChange={setForm}
        errors={errors}
        texts={texts}
        colorNames={colorNames}
        focusNext={editor.focusNext}
      />

      <SubscriptionOffer form={form} onChange={setForm} errors={errors} texts={texts.subscription} intervalOptions={intervalOptions} focusNext={editor.focusNext} />

      <ProductImages
        images={form.images}
        onChange={(images, removed) => setForm((f) => (removed === undefined ? { ...f, images } : removeImage(f, removed)))}
        texts={texts.images}
        errors={texts.storageErrors}
        invalid={errors["product-images"]}
      />

      <fieldset>
        <legend>{t.visibility}</legend>
        <Check id="product-archived" label={t.archived} checked={form.archived} onChange={(e) => set("archived", e.target.checked)} />
      </fieldset>

      <EditorSaveBar editor={editor} label={isNew ? t.create : t.save} texts={t} />
    </EditorForm>
  );
}
