// An order's status in the admin screens: the shop's own pill (components/orders/status-pill.tsx).
// `id`: focus lands on it after a move.
import type { OrderStatus } from "@/lib/orders/status";
import { StatusPill } from "@/components/orders/status-pill";

export function StatusBadge(props: { status: OrderStatus; label: string; id?: string; prefix?: string }) {
  return <StatusPill {...props} testId="admin-order-status" />;
}
