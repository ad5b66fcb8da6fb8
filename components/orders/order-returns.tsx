// An order's return requests, for its customer and for staff: the units asked back, the reason,
// where each stands (waiting, accepted with the amount refunded, refused) and the shop's message.
// Renders what it is given.
import { formatPrice } from "@/lib/format";
import { fill, formatDate } from "@/lib/i18n/format";
import { shownLine, type Order } from "@/lib/orders/schema";
import type { ReturnRequest } from "@/lib/orders/return-request";
import type { OrdersTexts } from "./order-view";
import styles from "./orders.module.css";

type Props = { order: Order; locale: string; texts: OrdersTexts; /** Below each request: staff's answer form. */ answer?: (request: ReturnRequest) => React.ReactNode };

export function OrderReturns({ order, locale, texts, answer }: Props) {
  const t = texts.returns;
  if (!order.returns?.length) return null;
  return (
    <ul className={styles.returns} data-testid="order-returns">
      {order.returns.map((r) => (
        <li key={r.id} data-state={r.state}>
          <p>
            <strong>{r.state === "accepted" ? fill(t.states.accepted, { amount: formatPrice(r.refund ?? 0, locale) }) : t.states[r.state]}</strong>
            {" · "}
            {fill(t.requestedOn, { date: formatDate(r.requestedAt, locale) })}
          </p>
          <ul>
            {r.lines.map((l) => (
              <li key={l.index}>
                {order.lines[l.index] ? shownLine(order.lines[l.index]!).name : ""} × {l.quantity}
              </li>
            ))}
          </ul>
          {r.reason ? <p>{fill(t.reasonLabel, { reason: r.reason })}</p> : null}
          {r.message ? <p>{fill(t.message, { message: r.message })}</p> : null}
          {answer?.(r)}
        </li>
      ))}
    </ul>
  );
}
