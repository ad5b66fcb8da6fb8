"use client";
// One group of filter checkboxes. A client component only to keep the page light: its options
// travel in the RSC payload as compact data instead of a rendered tree of elements and class
// names per option (~300 bytes each, ~100 options on a listing); the HTML is the same, rendered on
// the server.
import styles from "./filters.module.css";

/** One option: its value, its count, its words when they are not the value, its colour swatch. */
export type FacetOption = [value: string, count: number, label?: string, swatch?: string | null];

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
        {options.map(([value, count, label, swatch]) => (
          <li key={value}>
            <label className={styles.option}>
              <input type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} />
              {swatches && <span aria-hidden="true" style={swatch ? { background: swatch } : undefined} />}
              <span>{label ?? value}</span>
              <span>({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
