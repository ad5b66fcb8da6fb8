import "server-only";
// The messages an order event writes to the outbox, rendered now (the email says what the order
// was at that moment) and added to the event's own commit.
import { createHash } from "node:crypto";
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { adminOrderHref } from "@/lib/admin/routes";
import { formatPrice } from "@/lib/format";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/routing";
import { isAnonymized, type CustomerOrder, type Order } from "@/lib/orders/schema";
import type { OrderStatus } from "@/lib/orders/status";
import { invoiceHref, orderHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { mailConfig, type MailConfig } from "./config";
import { headerText } from "./header-text";
import { enqueueMail, type MailInput } from "./outbox";
import { mailTexts, renderMail } from "./render";
import { STATUS_MAIL_STATUSES, statusMailKind, type StatusMailStatus } from "./schema";
import { NewOrderMail } from "./templates/new-order";
import { OrderConfirmationMail } from "./templates/order-confirmation";
import { OrderStatusMail } from "./templates/order-status";
import { PaymentReminderMail } from "./templates/payment-reminder";

/** The shop's staff read English. */
const STAFF_LOCALE: Locale = DEFAULT_LOCALE;

const isAddress = (value: string) => z.email().safeParse(value).success;

/**
 * A placed order's messages: its confirmation to the customer, in the language they ordered in
 * (an account without an email address gets none), and "new order" to the shop's inbox when
 * ORDERS_EMAIL is set.
 */
export async function orderPlacedMails(order: CustomerOrder, config: Pick<MailConfig, "ordersEmail"> = mailConfig()): Promise<MailInput[]> {
  const mails: MailInput[] = [];
  if (isAddress(order.email)) {
    const locale = order.locale ?? DEFAULT_LOCALE;
    const t = await mailTexts(locale);
    mails.push({
      kind: "order-confirmation",
      to: order.email,
      locale,
      orderId: order.id,
      message: {
        subject: t("Mail.orderConfirmation.subject", { id: order.id }),
        ...(await renderMail(<OrderConfirmationMail order={order} locale={locale} t={t} orderUrl={absoluteUrl(orderHref(order.id))} invoiceUrl={absoluteUrl(invoiceHref(order.id))} />)),
      },
    });
  }
  if (config.ordersEmail) {
    const t = await mailTexts(STAFF_LOCALE);
    mails.push({
      kind: "order-new-staff",
      to: config.ordersEmail,
      locale: STAFF_LOCALE,
      orderId: order.id,
      message: {
        // The customer's name is typed at checkout: one line, whatever it holds.
        subject: t("Mail.newOrder.subject", { id: order.id, total: formatPrice(order.total, STAFF_LOCALE), name: headerText(order.customerName, 80) }),
        ...(await renderMail(<NewOrderMail order={order} locale={STAFF_LOCALE} t={t} adminUrl={absoluteUrl(adminOrderHref(order.id))} />)),
      },
    });
  }
  return mails;
}

/**
 * The messages of orders placed in the last minute, by a hash of their content. A checkout that
 * loses a race for stock tries again with the same order (lib/orders/db.ts keeps its id), within
 * seconds, and renders its emails once: under contention, rendering in every attempt doubled the
 * checkout's latency. Kept a minute, not by count: 200 kept orders' emails held 20 MB of an
 * instance's heap on a sale day, long after their checkouts were over.
 */
const recent = new Map<string, Promise<MailInput[]>>();
const RECENT_MS = 60_000;
const RECENT_MAX = 200;

function placedMailsOnce(order: CustomerOrder, config: Pick<MailConfig, "ordersEmail">): Promise<MailInput[]> {
  // The emails show the day, not the time: attempts of the same day render alike. (Nor do they
  // show the invoice number: it is given after the order's commit, lib/orders/invoice-number.ts.)
  const content = JSON.stringify([config.ordersEmail, order.createdAt.slice(0, 10), { ...order, history: [], createdAt: "", updatedAt: "" }]);
  const key = createHash("sha256").update(content).digest("base64url");
  let mails = recent.get(key);
  if (!mails) {
    const made = orderPlacedMails(order, config);
    const forget = () => {
      if (recent.get(key) === made) recent.delete(key);
    };
    made.catch(forget);
    setTimeout(forget, RECENT_MS).unref();
    recent.set(key, (mails = made));
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
  return mails;
}

/** Add a placed order's messages to the commit that writes the order. */
export async function enqueueOrderPlaced(writer: WriteBatch | Transaction, order: CustomerOrder, at: string): Promise<void> {
  for (const mail of await placedMailsOnce(order, mailConfig())) enqueueMail(writer, mail, at);
}

const isStatusMailStatus = (status: OrderStatus): status is StatusMailStatus => (STATUS_MAIL_STATUSES as readonly string[]).includes(status);

/**
 * The customer's message about their order having moved to `order.status`: none for an account
 * without an email address, nor for an order whose customer deleted their account (nobody to tell).
 */
export async function statusChangeMail(order: Order): Promise<MailInput | null> {
  const status = order.status;
  if (isAnonymized(order) || !isStatusMailStatus(status) || !isAddress(order.email)) return null;
  const locale = order.locale ?? DEFAULT_LOCALE;
  const t = await mailTexts(locale);
  return {
    kind: statusMailKind(status),
    to: order.email,
    locale,
    orderId: order.id,
    message: {
      subject: t(`Mail.statusChange.subject.${status}`, { id: order.id }),
      ...(await renderMail(<OrderStatusMail order={order} status={status} locale={locale} t={t} orderUrl={absoluteUrl(orderHref(order.id))} />)),
    },
  };
}

/** Add the message about an order's move to the commit that moves it (`order`: as moved). */
export async function enqueueStatusChange(writer: WriteBatch | Transaction, order: Order, at: string): Promise<void> {
  const mail = await statusChangeMail(order);
  if (mail) enqueueMail(writer, mail, at);
}

/**
 * The reminder to pay a bank-transfer order, cancelled on `cancelOn` (ISO) if still unpaid: none
 * for an account without an email address.
 */
export async function paymentReminderMail(order: CustomerOrder, cancelOn: string): Promise<MailInput | null> {
  if (!isAddress(order.email)) return null;
  const locale = order.locale ?? DEFAULT_LOCALE;
  const t = await mailTexts(locale);
  return {
    kind: "order-payment-reminder",
    to: order.email,
    locale,
    orderId: order.id,
    message: {
      subject: t("Mail.paymentReminder.subject", { id: order.id }),
      ...(await renderMail(<PaymentReminderMail order={order} locale={locale} t={t} orderUrl={absoluteUrl(orderHref(order.id))} cancelOn={cancelOn} />)),
    },
  };
}
