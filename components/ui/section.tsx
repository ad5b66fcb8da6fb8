// A titled section of a screen (the account area's cards), its heading naming it. Without a
// title it is a plain card (a form with its own heading).
import type { ReactNode } from "react";
import styles from "./section.module.css";

export function Section({ id, title, lead, children }: { id: string; title?: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={title ? `${id}-heading` : undefined} className={styles.section}>
      {title ? <h2 id={`${id}-heading`}>{title}</h2> : null}
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
