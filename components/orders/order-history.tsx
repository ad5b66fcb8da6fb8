import "server-only";
// The account's order history (a section of /my-account, rendered on the server): the shopper's
// orders, newest first, a page of ORDERS_PAGE_SIZE at a time ("show more" is a plain link that
// grows the list, ?orders=20, then moves on a page at a time, ?after=<id>). Each order: its id,
// date, status, item count and total; its details unfold in place (<details>); a pending one can
// be cancelled here.
import { Link } from "@/components/ui/link";
import { listOrdersOf } from "@/lib/orders/read";
import type { Order } from "@/lib/orders/schema";
import { accountHref, accountOrdersHref, orderAnchor, orderHref, ROUTES } from "@/lib/routes";
import { OrderDetail, OrderFacts, OrderStatusBadge, type PromotionTexts } from "./order-detail";
import { CancelOrder, OrderArrival } from "./order-islands";
import { orderStatusId, ordersPage, ordersToRead, ordersView, type OrdersTexts, type OrdersView } from "./order-view";
import styles from "./orders.module.css";
import { fill } from "@/lib/i18n/format";
import { customerMayCancel } from "@/lib/orders/status";
import { log } from "@/lib/log";

export type SearchParams = Record<string, string | string[] | undefined>;

/** The texts of the cancel island for one order (filled here: the island ships no formatter). A paid one is refunded. */
export function cancelTexts(texts: OrdersTexts, order: Pick<Order, "id" | "status">) {
  const orderId = order.id;
  const { questionRefund, ...cancel } = texts.cancel;
  return {
    ...cancel,
    question: fill(order.status === "pending" ? texts.cancel.question : questionRefund, { id: orderId }),
    orderRef: fill(texts.orderRef, { id: orderId }),
  };
}

type Texts = { locale: string; texts: OrdersTexts; promotionTexts: PromotionTexts; colors?: Readonly<Record<string, string>> };

function OrderCard({ order, locale, texts, promotionTexts, colors }: Texts & { order: Order }) {
  const anchor = orderAnchor(order.id);
  return (
    <article aria-labelledby={`${anchor}-title`} className={styles.order} data-order-scope="">
      <div className={styles.head}>
        <h3 id={`${anchor}-title`} className={styles.title}>
          {/* The fragment's target is the link itself: when the browser scrolls to it, a focusable
              target gets focus, while any other one makes the browser clear focus (Chrome). */}
          <Link id={anchor} href={orderHref(order.id)}>
            {fill(texts.orderTitle, { id: order.id })}
          </Link>
        </h3>
        <OrderStatusBadge order={order} texts={texts} />
      </div>
      <OrderFacts order={order} locale={locale} texts={texts} />
      {customerMayCancel(order) ? <CancelOrder orderId={order.id} statusId={orderStatusId(order.id)} texts={cancelTexts(texts, order)} /> : null}
      <details className={styles.more}>
        <summary>
          {texts.showDetails}
          <span className="visually-hidden"> {fill(texts.orderRef, { id: order.id })}</span>
        </summary>
        <OrderDetail order={order} locale={locale} texts={texts} promotionTexts={promotionTexts} colors={colors} headingLevel={4} />
      </details>
    </article>
  );
}

export type OrderHistoryData = { view: OrdersView; read: Order[] | null };

/**
 * Read what the history shows for the page's query, for the signed-in `uid` (the caller checked
 * the session). A failed read is `read: null`: the rest of the account works without it.
 */
export async function loadOrderHistory(uid: string, searchParams: SearchParams): Promise<OrderHistoryData> {
  const view = ordersView(searchParams);
  try {
    return { view, read: await listOrdersOf(uid, ordersToRead(view), view.kind === "after" ? view.after : undefined) };
  } catch (error) {
    log.error(`account: orders not loaded (${(error as Error).message})`);
    return { view, read: null };
  }
}

/** The orders part of the account page. */
export function OrderHistory({ data: { view, read }, locale, texts, promotionTexts, colors }: Texts & { data: OrderHistoryData }) {
  if (!read) {
    return (
      <p role="alert" className={styles.alert}>
        {texts.loadFailed}
      </p>
    );
  }
  const { orders, more } = ordersPage(view, read);

  if (orders.length === 0 && view.kind === "newest") {
    return (
      <p className={styles.note}>
        {texts.empty} <Link href={ROUTES.shop}>{texts.startShopping}</Link>
      </p>
    );
  }
  return (
    <div className={styles.history}>
      {view.kind === "after" ? (
        <p className={styles.note}>
          {texts.showingOlder} <a href={accountHref("orders")}>{texts.backToLatest}</a>
        </p>
      ) : null}
      <ol className={styles.list} aria-label={texts.listLabel}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} locale={locale} texts={texts} promotionTexts={promotionTexts} colors={colors} />
          </li>
        ))}
      </ol>
      {more ? (
        <div className={styles.pageLinks}>
          {/* A document load; focus then goes to the first new order (OrderArrival). */}
          <a href={accountOrdersHref(more.page, more.focus)} className="button button-secondary">
            {texts.showMore}
          </a>
        </div>
      ) : null}
      <OrderArrival prefix={orderAnchor("")} />
    </div>
  );
}
