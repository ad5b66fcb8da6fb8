import type { CatalogEntry } from "@/lib/catalog/entry";
import { ProductGrid } from "@/components/product/product-grid";
import { SectionHead } from "@/components/ui/section-head";
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
      <SectionHead headingId={headingId} title={title} text={text} viewAll={viewAll} />
      <ProductGrid items={items} locale={locale} columns={4} eagerCount={eagerCount} />
    </section>
  );
}
