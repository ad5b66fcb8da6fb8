"use client";
// One group of filter checkboxes. A client component only to keep the page light: its options
// travel in the RSC payload as data ({value, label, count}) instead of a rendered tree of
// elements and class names per option (~300 bytes each, ~100 options on a listing); the HTML is
// the same, rendered on the server.
import styles from "./filters.module.css";

export type FacetOption = { value: string; label: string; count: number; swatch?: string | null };

type Props = {
  legend: string;
  name: "category" | "age" | "color" | "size" | "tag";
  options: FacetOption[];
  selected: readonly string[];
  /** Colour groups show a swatch before each name. */
  swatches?: boolean;
};

export function FacetGroup({ legend, name, options, selected, swatches = false }: Props) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul role="list" className={styles.options}>
        {options.map((o) => (
          <li key={o.value}>
            <label className={styles.option}>
              <input type="checkbox" name={name} value={o.value} defaultChecked={selected.includes(o.value)} />
              {swatches && <span aria-hidden="true" style={o.swatch ? { background: o.swatch } : undefined} />}
              <span>{o.label}</span>
              <span>({o.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
