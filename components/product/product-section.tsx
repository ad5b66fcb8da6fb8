import Link from "next/link";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { ProductGrid } from "@/components/product/product-grid";
import styles from "./product-section.module.css";

type Props = {
  id: string;
  title: string;
  text?: string;
  items: CatalogEntry[];
  locale: string;
  viewAll?: { href: string; label: string; accessibleLabel: string };
  eagerCount?: number;
};

/** A titled row of product cards with a "View all" link (home page, related products). */
export function ProductSection({ id, title, text, items, locale, viewAll, eagerCount = 0 }: Props) {
  if (items.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId}>{title}</h2>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        {viewAll && (
          <Link href={viewAll.href} className={styles.viewAll} aria-label={viewAll.accessibleLabel}>
            {viewAll.label}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
      <ProductGrid items={items} locale={locale} columns={4} eagerCount={eagerCount} />
    </section>
  );
}
