// An order's status as a coloured pill, the same for the shopper and the staff. With an `id` it
// can take focus from script (tabIndex -1): after a change of status on the page, focus lands on
// it and it is read out.
import type { OrderStatus } from "@/lib/orders/status";
import styles from "./orders.module.css";

type Props = { status: OrderStatus; label: string; id?: string; prefix?: string; testId: string };

export function StatusPill({ status, label, id, prefix, testId }: Props) {
  return (
    <span id={id} tabIndex={id ? -1 : undefined} className={styles.status} data-status={status} data-testid={testId}>
      {prefix ? <span className="visually-hidden">{prefix}: </span> : null}
      {label}
    </span>
  );
}
