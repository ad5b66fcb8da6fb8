// The admin's management screen, shared by /orders, /products and /customers: a filters form, sort
// links, a table, cursor pages, row actions, and a bulk action bar. A server component: the URL
// holds the state (GET form and links work before JavaScript), the page hands in one page of rows
// read by lib/ (never a whole collection). Only the bulk bar is a client island.
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { BulkBar } from "./management-islands";
import type { Bulk, Column, Filters, Pager, RowAction, Sorts } from "./types";
import styles from "./management.module.css";
import { fill } from "@/lib/i18n/format";
import { FieldFrame } from "@/components/ui/form";

export type { Bulk, Column, FilterField, Filters, Pager, RowAction, Sorts } from "./types";

type Props<Row> = {
  /** Unique on the page: prefixes the ids of the form, table and bulk bar. */
  id: string;
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  filters: Filters;
  sorts: Sorts;
  pager: Pager;
  /** "3 orders on this page." */
  summary: string;
  empty: string;
  actionsHeader?: string;
  rowActions?: readonly RowAction<Row>[];
  /** More controls in a row's actions cell, after its links (buttons of the screen's own island: archive, delete...). */
  rowControls?: (row: Row) => ReactNode;
  bulk?: Bulk;
};

export function ManagementScreen<Row>(props: Props<Row>) {
  const { id, caption, rows, rowKey, columns, filters, sorts, pager, summary, empty, actionsHeader, rowActions = [], rowControls, bulk } = props;
  const hasActions = rowActions.length > 0 || Boolean(rowControls);
  const bulkFormId = `${id}-bulk`;
  const selectable = Boolean(bulk) && rows.length > 0;
  return (
    <div className={styles.screen}>
      <FiltersForm id={id} filters={filters} />

      <nav aria-label={sorts.label} className={styles.sorts}>
        <span aria-hidden="true">{sorts.label}:</span>
        <ul role="list">
          {sorts.options.map((o) => (
            <li key={o.href}>
              <Link href={o.href} aria-current={o.current ? "true" : undefined} className={styles.sortLink}>
                {o.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {selectable && bulk ? <BulkBar formId={bulkFormId} choices={bulk.choices} texts={bulk.texts} run={bulk.run} max={bulk.max} /> : null}

      <p className={styles.summary} role="status">
        {rows.length === 0 ? empty : summary}
      </p>

      {rows.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} id={`${id}-table`}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {selectable && bulk ? (
                  <td className={styles.select}>
                    <input type="checkbox" form={bulkFormId} data-select-all="" aria-label={bulk.texts.selectAll} />
                  </td>
                ) : null}
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={c.numeric ? styles.num : undefined}>
                    {c.header}
                  </th>
                ))}
                {hasActions ? <th scope="col">{actionsHeader}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                return (
                  <tr key={key}>
                    {selectable && bulk ? (
                      <td className={styles.select}>
                        <input type="checkbox" name="ids" value={key} form={bulkFormId} aria-label={fill(bulk.texts.selectRow, { id: key })} />
                      </td>
                    ) : null}
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.key} scope="row" className={c.numeric ? styles.num : undefined}>
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.key} className={c.numeric ? styles.num : undefined}>
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                    {hasActions ? (
                      <td className={styles.actions}>
                        {rowActions.map((a) => (
                          <Link key={a.key} href={a.href(row)} aria-label={a.accessibleName(row)}>
                            {a.label}
                          </Link>
                        ))}
                        {rowControls?.(row)}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {pager.first || pager.next ? (
        <nav aria-label={pager.label} className={styles.pager}>
          {pager.first ? (
            <Link href={pager.first.href} className="button button-secondary">
              {pager.first.label}
            </Link>
          ) : null}
          {pager.next ? (
            <Link href={pager.next.href} className="button button-secondary" rel="next">
              {pager.next.label}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function FiltersForm({ id, filters }: { id: string; filters: Filters }) {
  return (
    <form method="get" action={filters.action} className={styles.filters} role="search" aria-labelledby={`${id}-filters-legend`}>
      <fieldset>
        <legend id={`${id}-filters-legend`}>{filters.legend}</legend>
        <div className={styles.fields}>
          {filters.fields.map((f) => {
            const fieldId = `${id}-filter-${f.name}`;
            return (
              <FieldFrame key={f.name} id={fieldId} label={f.label} hint={f.kind === "text" ? f.hint : undefined}>
                {(control) =>
                  f.kind === "select" ? (
                    <select name={f.name} defaultValue={f.value ?? ""} {...control}>
                      {f.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : f.kind === "date" ? (
                    <input name={f.name} type="date" defaultValue={f.value ?? ""} {...control} />
                  ) : (
                    <input name={f.name} type={f.type ?? "text"} defaultValue={f.value ?? ""} autoComplete={f.autoComplete ?? "off"} spellCheck={false} {...control} />
                  )
                }
              </FieldFrame>
            );
          })}
        </div>
        {Object.entries(filters.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={styles.filterButtons}>
          <button type="submit" className="button">
            {filters.submit}
          </button>
          {filters.clear ? <Link href={filters.clear.href}>{filters.clear.label}</Link> : null}
        </div>
        {filters.note ? <p className={styles.hint}>{filters.note}</p> : null}
      </fieldset>
    </form>
  );
}
