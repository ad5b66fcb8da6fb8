// A record's audit entries (lib/admin/audit.ts) as the admin screens show them on the record's
// page: when, who, what, and the values before and after. Shared by orders and products; each
// screen names its actions and formats its values.
import { formatOrderDateTime } from "@/components/account/order-view";
import type { AuditEntry } from "@/lib/admin/audit";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./orders/admin-orders.module.css";

export type AuditTexts = { heading: string; caption: string; empty: string; when: string; who: string; what: string; before: string; after: string };

type Props = {
  id: string;
  entries: readonly AuditEntry[];
  locale: Locale;
  texts: AuditTexts;
  actionName: (action: string) => string;
  values: (v: AuditEntry["before"]) => string;
  testId?: string;
};

export function AuditTable({ id, entries, locale, texts, actionName, values, testId }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section} data-testid={testId}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      {entries.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.when}</th>
                <th scope="col">{texts.who}</th>
                <th scope="col">{texts.what}</th>
                <th scope="col">{texts.before}</th>
                <th scope="col">{texts.after}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    <time dateTime={e.at}>{formatOrderDateTime(e.at, locale)}</time>
                  </th>
                  <td>{e.actor.email || e.actor.uid}</td>
                  <td>{actionName(e.action)}</td>
                  <td>{values(e.before)}</td>
                  <td>{values(e.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
