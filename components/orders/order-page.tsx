import "server-only";
// /my-account/orders/[id]: one of the signed-in shopper's orders in full. The id (a dynamic
// segment) and the session are read behind <Suspense>; an id that is malformed, unknown or
// another shopper's is "not found" alike (getOrderOf answers null for other users' orders).
import { randomUUID } from "node:crypto";
import { Suspense } from "react";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Spinner } from "@/components/ui/spinner";
import { requireUser } from "@/lib/auth/access";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { askReturn } from "@/lib/actions/returns";
import { RETURN_WINDOW_DAYS } from "@/lib/orders/config";
import { getOrderOf } from "@/lib/orders/read";
import {
  returnableUnits,
  returnDeadline,
  returnsOpen,
} from "@/lib/orders/return-request";
import { orderIdSchema, shownLine } from "@/lib/orders/schema";
import { accountHref, orderHref, ROUTES } from "@/lib/routes";
import { OrderDetail, OrderFacts, OrderStatusBadge } from "./order-detail";
import { cancelTexts } from "./order-history";
import { CancelOrder, PayNow, ReturnForm } from "./order-islands";
import { OrderReturns } from "./order-returns";
import { orderStatusId } from "./order-view";
import sections from "@/components/ui/section.module.css";
import styles from "./orders.module.css";
import { fill, formatDate } from "@/lib/i18n/format";
import { customerMayCancel } from "@/lib/orders/status";

async function OrderPageContent({
  locale,
  id: idParam,
}: {
  locale: Locale;
  id: Promise<string>;
}) {
  const parsed = orderIdSchema.safeParse(await idParam);
  if (!parsed.success) notFound();
  const id = parsed.data;
  // Request time only: verifying the cookie reads the clock (see account-sections.tsx).
  await connection();
  const session = await requireUser(orderHref(id));
  const [order, messages, common, account] = await Promise.all([
    getOrderOf(session.uid, id),
    getMessages({ locale }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "Account" }),
  ]);
  if (!order) notFound();
  const { Orders: texts, Promotions: promotionTexts, Colors: colors } = messages as unknown as Messages;
  const title = fill(texts.orderTitle, { id: order.id });
  const deadline = returnDeadline(order);
  const canReturn = returnsOpen(order);
  const available = returnableUnits(order).map((n) => Math.max(0, n));

  return (
    <>
      <div className={sections.intro}>
        <Breadcrumbs
          label={common("breadcrumb")}
          items={[
            { label: common("home"), href: ROUTES.home },
            { label: account("title"), href: ROUTES.account },
            { label: title },
          ]}
        />
        <h1>{title}</h1>
      </div>
      <div className={styles.pageHead} data-order-scope="">
        <div className={styles.head}>
          <OrderStatusBadge order={order} texts={texts} />
        </div>
        <OrderFacts order={order} locale={locale} texts={texts} />
        {order.status === "pending" && order.paymentMethod === "card" ? <PayNow orderId={order.id} texts={texts.payNow} /> : null}
        {customerMayCancel(order) ? (
          <CancelOrder
            orderId={order.id}
            statusId={orderStatusId(order.id)}
            texts={cancelTexts(texts, order)}
          />
        ) : null}
      </div>
      <OrderDetail
        order={order}
        locale={locale}
        texts={texts}
        promotionTexts={promotionTexts}
        colors={colors}
        headingLevel={2}
      />
      {canReturn || order.returns?.length ? (
        <section
          aria-labelledby="order-returns-heading"
          className={styles.returnsSection}
        >
          <h2 id="order-returns-heading">{texts.returns.heading}</h2>
          {canReturn ? (
            <p>
              {fill(texts.returns.intro, {
                date: formatDate(deadline!, locale),
                days: RETURN_WINDOW_DAYS,
              })}
            </p>
          ) : null}
          <OrderReturns order={order} locale={locale} texts={texts} />
          {/* Mounted while returns are open, even with nothing left to ask back: its answer outlives the refresh. */}
          {canReturn ? (
            <ReturnForm
              run={askReturn}
              orderId={order.id}
              requestId={randomUUID()}
              available={available}
              texts={{
                units: order.lines.map((l) =>
                  fill(texts.returns.units, {
                    name: Object.values(shownLine(l)).join(", "),
                  }),
                ),
                reason: texts.returns.reason,
                submit: texts.returns.submit,
                working: texts.returns.working,
                noUnits: texts.returns.noUnits,
                noReason: texts.returns.noReason,
                nothingLeft: texts.returns.nothingLeft,
              }}
            />
          ) : null}
        </section>
      ) : null}
      <p className={styles.back}>
        <a href={accountHref("orders")}>{texts.backToOrders}</a>
      </p>
    </>
  );
}

/** The page: everything depends on the id and the session, so all of it streams in. */
export async function OrderPage({
  locale,
  id,
}: {
  locale: Locale;
  id: Promise<string>;
}) {
  const t = await getTranslations({ locale, namespace: "Orders" });
  return (
    <Suspense fallback={<Spinner label={t("pageLoading")} />}>
      <OrderPageContent locale={locale} id={id} />
    </Suspense>
  );
}
