// A record's audit log (lib/admin/audit.ts): who changed what, when, from which values to which,
// newest first. The record page names its actions and writes its values (a status name, "Yes").
import type { AuditEntry, AuditValues } from "@/lib/admin/audit";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./record.module.css";
import { formatDateTime } from "@/lib/i18n/format";

export type AuditLogTexts = { heading: string; caption: string; when: string; who: string; what: string; before: string; after: string; empty: string };

type Props = {
  /** Prefixes the heading's id. */
  id: string;
  entries: readonly AuditEntry[];
  locale: Locale;
  texts: AuditLogTexts;
  actionName: (action: string) => string;
  /** One side of a change ("Pending"; "Admin: yes"). */
  values: (values: AuditValues) => string;
};

export function AuditLog({ id, entries, locale, texts, actionName, values }: Props) {
  const headingId = `${id}-audit-heading`;
  const side = (v: AuditValues | null) => (v ? values(v) : "—");
  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid={`${id}-audit`}>
      <h2 id={headingId}>{texts.heading}</h2>
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
                    <time dateTime={e.at}>{formatDateTime(e.at, locale)}</time>
                  </th>
                  <td>{e.actor.email || e.actor.uid}</td>
                  <td>{actionName(e.action)}</td>
                  <td>{side(e.before)}</td>
                  <td>{side(e.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
