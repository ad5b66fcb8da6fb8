// A record page's table and its pages (a customer's latest orders, a promotion's or a
// subscription's orders): described as the management screen's tables are (columns typed by the
// row, one of them naming the row), drawn with the record page's styles.
import { Link } from "@/components/ui/link";
import type { Column, Pager } from "./management/types";
import styles from "./record.module.css";

type Props<Row> = {
  /** Said to screen readers only: the section's heading shows what the table is. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

export function RecordTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  const cls = (c: Column<Row>) => (c.numeric ? styles.num : undefined);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cls(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.key} scope="row" className={cls(c)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={cls(c)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cursor pages under a record's table: back to the first, and the next one. Nothing when there is one page. */
export function RecordPager({ label, first, next }: Pager) {
  if (!first && !next) return null;
  return (
    <nav aria-label={label} className={styles.buttons}>
      {first ? (
        <Link href={first.href} className="button button-secondary">
          {first.label}
        </Link>
      ) : null}
      {next ? (
        <Link href={next.href} className="button button-secondary" rel="next">
          {next.label}
        </Link>
      ) : null}
    </nav>
  );
}
