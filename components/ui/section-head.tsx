// The head of a section of products or posts: its heading and line of text, and a "View all" link
// at the end of the row (home page, related products).
import { Link } from "@/components/ui/link";
import styles from "./section-head.module.css";

type Props = {
  headingId: string;
  title: string;
  text?: string;
  viewAll?: { href: string; label: string; accessibleLabel?: string };
};

export function SectionHead({ headingId, title, text, viewAll }: Props) {
  return (
    <div className={styles.head}>
      <div>
        <h2 id={headingId}>{title}</h2>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      {viewAll ? <ViewAll {...viewAll} /> : null}
    </div>
  );
}

/** "View all →": where the rest of a section's products or posts are. */
export function ViewAll({ href, label, accessibleLabel }: { href: string; label: string; accessibleLabel?: string }) {
  return (
    <Link href={href} className={styles.viewAll} aria-label={accessibleLabel}>
      {label}
      <span aria-hidden="true"> →</span>
    </Link>
  );
}
