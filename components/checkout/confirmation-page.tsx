import "server-only";
// After placing an order: thanks, and the order in full (OrderDetail, as the account shows it,
// with the bank details when it is paid by transfer). The id (a dynamic segment) and the session
// are read behind <Suspense>; an id that is malformed, unknown or another shopper's is "not found".
import { Suspense } from "react";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getMessages, getTranslations } from "next-intl/server";
import { OrderDetail } from "@/components/orders/order-detail";
import { Loading } from "@/components/ui/spinner";
import { ScreenFrame } from "@/components/ui/screen-frame";
import { requireUser } from "@/lib/auth/access";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { getOrderOf } from "@/lib/orders/read";
import { orderIdSchema } from "@/lib/orders/schema";
import { ROUTES, accountHref, checkoutConfirmationHref } from "@/lib/routes";
import { PaymentWatch } from "./confirmation-islands";
import styles from "./checkout.module.css";

export async function ConfirmationPage({ locale, orderId }: { locale: Locale; orderId: Promise<string> }) {
  const t = await getTranslations({ locale, namespace: "Checkout.confirmation" });
  return (
    <ScreenFrame locale={locale} title={t("title")}>
      <Suspense fallback={<Loading label={t("title")} />}>
        <Confirmation locale={locale} orderId={orderId} />
      </Suspense>
    </ScreenFrame>
  );
}

async function Confirmation({ locale, orderId }: { locale: Locale; orderId: Promise<string> }) {
  const parsed = orderIdSchema.safeParse(await orderId);
  if (!parsed.success) notFound();
  // Request time only: verifying the cookie reads the clock.
  await connection();
  const session = await requireUser(checkoutConfirmationHref(parsed.data));
  const [order, messages, t] = await Promise.all([
    getOrderOf(session.uid, parsed.data),
    getMessages({ locale }),
    getTranslations({ locale, namespace: "Checkout.confirmation" }),
  ]);
  if (!order) notFound();
  const { Orders: texts, Promotions: promotionTexts, Colors: colors } = messages as unknown as Messages;
  return (
    <div className={styles.confirmation}>
      <p className={styles.lead}>{t("lead", { id: order.id })}</p>
      {order.paymentMethod === "cash-on-delivery" ? <p>{t("nextOnDelivery")}</p> : null}
      {/* Back from Stripe before its webhook has spoken (the webhook, not this page, marks it paid):
          the page refreshes itself until the order is paid or cancelled, and this line, always
          there for a card order, says so politely. */}
      {order.paymentMethod === "card" ? (
        <p role="status" data-testid="card-payment-status">
          {order.status === "pending" ? t("cardConfirming") : order.status === "paid" ? t("cardPaid") : order.status === "cancelled" ? t("cardCancelled") : null}
        </p>
      ) : null}
      {order.paymentMethod === "card" && order.status === "pending" ? <PaymentWatch /> : null}
      <OrderDetail order={order} locale={locale} texts={texts} promotionTexts={promotionTexts} colors={colors} headingLevel={2} />
      <p className={styles.links}>
        <Link href={accountHref("orders")} className="button">
          {t("viewOrders")}
        </Link>
        <Link href={ROUTES.shop} className="button button-secondary">
          {t("continueShopping")}
        </Link>
      </p>
    </div>
  );
}
