import type { CatalogEntry } from "@/lib/catalog/entry";
import { ProductCard, type ProductCardVariant } from "./product-card";
import styles from "./product-grid.module.css";

export type GridColumns = 2 | 3 | 4;

// What the browser needs to pick an image size: the card's width at each breakpoint
// (container 1200px, gutters, gaps; a sidebar takes ~270px from layouts with 3 columns).
const SIZES: Record<GridColumns, string> = {
  4: "(min-width: 1200px) 270px, (min-width: 900px) 23vw, (min-width: 600px) 31vw, 46vw",
  3: "(min-width: 1200px) 280px, (min-width: 900px) 24vw, (min-width: 600px) 31vw, 46vw",
  2: "(min-width: 1200px) 420px, (min-width: 600px) 45vw, 46vw",
};
const ROW_SIZES = "(min-width: 900px) 260px, 32vw";
const ROW_SIZES_TWO = "(min-width: 900px) 180px, 32vw";

type Props = {
  items: CatalogEntry[];
  locale: string;
  /** Cards per row on wide screens; for rows (variant "row"), 1 or 2 rows side by side. */
  columns?: GridColumns | 1;
  variant?: ProductCardVariant;
  /** How many leading cards load their image eagerly (above the fold). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  label?: string;
};

export function ProductGrid({ items, locale, columns = 4, variant = "grid", eagerCount = 0, headingLevel = 3, label }: Props) {
  const rows = variant === "row";
  const gridColumns: GridColumns = columns === 1 ? 2 : columns;
  const className = rows
    ? [styles.grid, styles.rows, columns === 2 ? styles.rowsTwo : ""].join(" ")
    : [styles.grid, styles[`cols${gridColumns}`]].join(" ");
  const sizes = rows ? (columns === 2 ? ROW_SIZES_TWO : ROW_SIZES) : SIZES[gridColumns];
  return (
    <ul role="list" className={className} aria-label={label}>
      {items.map((entry, i) => (
        <li key={entry.id}>
          <ProductCard
            entry={entry}
            locale={locale}
            variant={variant}
            sizes={sizes}
            eager={i < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
