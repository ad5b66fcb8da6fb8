import type { ReactNode } from "react";
import styles from "@/components/admin/record.module.css";

/** One fact of a record: its label, and what it is. */
export type Fact = readonly [label: string, value: ReactNode];

/** A record page's section of facts (label, value), under its heading: a customer's profile, a subscription's. */
export function RecordFacts({ id, heading, facts }: { id: string; heading: string; facts: readonly Fact[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
