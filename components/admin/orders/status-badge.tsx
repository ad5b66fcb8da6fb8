// An order's status as a pill (the account's colours). `id`: focus lands on it after a move.
import type { OrderStatus } from "@/lib/orders/status";
import styles from "@/components/account/orders.module.css";

export function StatusBadge({ status, label, id, prefix }: { status: OrderStatus; label: string; id?: string; prefix?: string }) {
  return (
    <span id={id} tabIndex={id ? -1 : undefined} className={styles.status} data-status={status} data-testid="admin-order-status">
      {prefix ? <span className="visually-hidden">{prefix}: </span> : null}
      {label}
    </span>
  );
}
