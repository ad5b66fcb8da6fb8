"use client";
// The product form's colours x sizes grid: a row per colour (its name, with the known names as
// suggestions, and the image shown for it), a column per size, a stock per cell. Arrow keys move
// between the cells (left and right once the caret is at the edge); a new colour's or size's name
// takes focus. Without colours, the product has one stock.
import { useId, useMemo, type KeyboardEvent } from "react";
import { FieldError, FieldFrame } from "@/components/ui/form";
import formStyles from "@/components/ui/form.module.css";
import { fill } from "@/lib/i18n/format";
import { addColor, addSize, removeColor, removeSize, setCell, type ProductForm } from "@/lib/admin/products/form";
import type { ProductEditorTexts } from "./product-editor";
import styles from "./admin-products.module.css";

type Props = {
  form: ProductForm;
  onChange: (form: ProductForm) => void;
  /** Errors by field id (`product-cell-0-1`, `product-size-2`...). */
  errors: Record<string, string>;
  texts: ProductEditorTexts;
  /** Known colour names, offered as suggestions. */
  colorNames: readonly string[];
  /** Focus the field with this id once it is rendered (a new colour's or size's name). */
  focusNext: (id: string) => void;
};

// Arrow keys move between the grid's stock cells (left and right once the caret is at the edge).
function onGridKey(event: KeyboardEvent<HTMLTableElement>) {
  const input = event.target as HTMLInputElement;
  const row = Number(input.dataset.row);
  const col = Number(input.dataset.col);
  if (!input.dataset.row) return;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  const to =
    event.key === "ArrowUp" ? [row - 1, col] : event.key === "ArrowDown" ? [row + 1, col] : event.key === "ArrowLeft" && atStart ? [row, col - 1] : event.key === "ArrowRight" && atEnd ? [row, col + 1] : null;
  const next = to && document.getElementById(`product-cell-${to[0]}-${to[1]}`);
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

export function VariantGrid({ form, onChange, errors, texts, colorNames, focusNext }: Props) {
  const uid = useId();
  const t = texts.form;
  const g = texts.grid;
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => onChange({ ...form, [key]: value });
  const cellError = (id: string) => (errors[id] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {});
  const colorListId = `${uid}-colors`;
  const imageChoices = useMemo(() => form.images, [form.images]);

  return (
    <fieldset id="product-grid" tabIndex={-1}>
      <legend>{t.variations}</legend>
      {form.colors.length === 0 ? (
        <>
          <p className={formStyles.hint}>{g.empty}</p>
          <FieldFrame id="product-stock" label={t.stock} hint={t.stockHint} error={errors["product-stock"]}>
            {(a) => <input {...a} inputMode="numeric" value={form.stock} onChange={(e) => set("stock", e.target.value)} />}
          </FieldFrame>
        </>
      ) : (
        <div className={styles.gridWrap}>
          <datalist id={colorListId}>
            {colorNames.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <table className={styles.grid} onKeyDown={onGridKey} aria-describedby={`${uid}-grid-hint`}>
            <caption>{g.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{g.colorHeader}</th>
                <th scope="col">{g.imageHeader}</th>
                {form.sizes.map((s, si) => (
                  <th key={si} scope="col">
                    <GridName
                      id={`product-size-${si}`}
                      label={fill(g.sizeName, { n: si + 1 })}
                      value={s}
                      error={errors[`product-size-${si}`]}
                      onChange={(v) => set("sizes", form.sizes.map((x, j) => (j === si ? v : x)))}
                      removeLabel={fill(g.removeSize, { n: si + 1 })}
                      onRemove={() => onChange(removeSize(form, si))}
                    />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {form.colors.map((c, ci) => (
                <tr key={ci}>
                  <th scope="row">
                    <GridName
                      id={`product-color-${ci}`}
                      label={fill(g.colorName, { n: ci + 1 })}
                      list={colorListId}
                      value={c.name}
                      error={errors[`product-color-${ci}`]}
                      onChange={(v) => set("colors", form.colors.map((x, j) => (j === ci ? { ...x, name: v } : x)))}
                      removeLabel={fill(g.removeColor, { n: ci + 1 })}
                      onRemove={() => onChange(removeColor(form, ci))}
                    />
                  </th>
                  <td>
                    <select
                      id={`product-color-image-${ci}`}
                      aria-label={fill(g.imageOf, { n: ci + 1 })}
                      value={c.image}
                      onChange={(e) => set("colors", form.colors.map((x, j) => (j === ci ? { ...x, image: e.target.value } : x)))}
                    >
                      <option value="">{g.firstImage}</option>
                      {[...new Set([...imageChoices, ...(c.image ? [c.image] : [])])].map((src) => (
                        <option key={src} value={src}>
                          {form.images.indexOf(src) >= 0 ? `${form.images.indexOf(src) + 1}` : src.split("/").pop()}
                        </option>
                      ))}
                    </select>
                  </td>
                  {form.sizes.map((s, si) => {
                    const id = `product-cell-${ci}-${si}`;
                    return (
                      <td key={si}>
                        <input
                          id={id}
                          data-row={ci}
                          data-col={si}
                          inputMode="numeric"
                          aria-label={fill(g.cell, { color: c.name || ci + 1, size: s || si + 1 })}
                          value={form.cells[ci]?.[si] ?? ""}
                          onChange={(e) => onChange(setCell(form, ci, si, e.target.value))}
                          {...cellError(id)}
                        />
                        <FieldError id={id} error={errors[id]} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p id={`${uid}-grid-hint`} className={formStyles.hint}>
            {g.hint}
          </p>
          {form.sizes.length === 0 ? <p className={formStyles.fieldError}>{g.needSize}</p> : null}
        </div>
      )}
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            focusNext(`product-color-${form.colors.length}`);
            onChange(addColor(form));
          }}
        >
          {g.addColor}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={form.colors.length === 0}
          onClick={() => {
            focusNext(`product-size-${form.sizes.length}`);
            onChange(addSize(form));
          }}
        >
          {g.addSize}
        </button>
      </div>
    </fieldset>
  );
}

type GridNameProps = { id: string; label: string; value: string; error?: string; list?: string; onChange: (value: string) => void; removeLabel: string; onRemove: () => void };

/** A colour's or a size's name at the head of its row or column, with its remove button and error. */
function GridName({ id, label, value, error, list, onChange, removeLabel, onRemove }: GridNameProps) {
  return (
    <>
      <input id={id} aria-label={label} list={list} value={value} onChange={(e) => onChange(e.target.value)} {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})} />
      <button type="button" className={formStyles.linkButton} onClick={onRemove}>
        {removeLabel}
      </button>
      <FieldError id={id} error={error} />
    </>
  );
}
