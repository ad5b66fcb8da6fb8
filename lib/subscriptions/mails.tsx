import "server-only";
// What a subscription tells its parent, in their language (the subscription's `locale`), rendered
// now and added by the caller to the commit of the event it reports: the reminder (the job's
// notices, lib/subscriptions/notices.ts), a delivery skipped or sent smaller for want of stock (the
// job's skip, the delivery's order), a payment to confirm, a decline, the pause (the charge's
// answer, lib/subscriptions/charges.ts), a card about to expire. Each message's id carries its
// delivery, attempt or card (mailIdFor's `key`, or the order): one message per event, whoever
// writes it and however often.
import { z } from "zod";
import { formatPrice } from "@/lib/format";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import type { MailInput } from "@/lib/mail/outbox";
import { mailTexts, renderMail, type MailTexts } from "@/lib/mail/render";
import type { SubscriptionMailKind } from "@/lib/mail/schema";
import { SubscriptionNoticeMail, type NoticeBlock } from "@/lib/mail/templates/subscription-notice";
import { productTexts } from "@/lib/catalog/translations";
import type { Pricing } from "@/lib/orders/pricing";
import { orderHref, subscriptionHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { estimatedWeight } from "./growth";
import { canChangeNext, changeCutoff, startOf } from "./schedule";
import type { SavedCard, Subscription } from "./schema";

const dayText = (day: string, locale: string) => formatDate(`${day}T00:00:00.000Z`, locale);

/** What a notice reads of the product: its texts, shown in the parent's language. */
export type NoticeProduct = Parameters<typeof productTexts>[0];

/** The product's name, colour and size labels in the subscription's language (English where untranslated). */
function shownTexts(t: MailTexts, sub: Pick<Subscription, "locale">, product: NoticeProduct | null | undefined) {
  if (!product) return { name: t("Mail.subscription.someProduct"), color: (key: string) => key, size: (key: string) => key };
  return productTexts(product, sub.locale);
}

/** The delivery's contents, one line each: the product and units, its colour and size. */
function contents(t: MailTexts, sub: Pick<Subscription, "color" | "size">, shown: { name: string; color: (key: string) => string; size: (key: string) => string }, quantity: number): string[] {
  return [
    t("Mail.subscription.item", { name: shown.name, quantity }),
    ...(sub.color ? [t("Orders.detail.color", { color: shown.color(sub.color) })] : []),
    ...(sub.size ? [t("Orders.detail.size", { size: shown.size(sub.size) })] : []),
  ];
}

type Parts = { subject: string; heading: string; preview?: string; blocks: NoticeBlock[] };

/** One message to the parent, or null for an account without an email address. */
async function notice(
  sub: Pick<Subscription, "id" | "email" | "locale">,
  kind: SubscriptionMailKind,
  id: { key: string; orderId?: string },
  build: (t: MailTexts) => Parts,
): Promise<MailInput | null> {
  if (!z.email().safeParse(sub.email).success) return null;
  const t = await mailTexts(sub.locale);
  const parts = build(t);
  const footer = t("Mail.subscription.footer");
  return {
    kind,
    to: sub.email,
    locale: sub.locale,
    ...id,
    message: {
      subject: parts.subject,
      ...(await renderMail(<SubscriptionNoticeMail notice={{ preview: parts.preview ?? parts.heading, heading: parts.heading, blocks: parts.blocks, footer }} locale={sub.locale} t={t} />)),
    },
  };
}

const openSubscription = (t: MailTexts, id: string): NoticeBlock => ({ buttons: [{ label: t("Mail.subscription.open"), href: absoluteUrl(subscriptionHref(id)) }] });

/** The links of a reminder, made by the caller with the subscription's key (lib/subscriptions/link-token.ts). */
export type ReminderLinks = { skip: string; change: string; size?: string; expires: Date };

/**
 * Three days before delivery `delivered + 1`: its day, what comes, about how much (`pricing`: the
 * delivery priced now, lib/subscriptions/estimate.ts), how it is paid, until when it can be
 * skipped or changed (with the one-click links), and the size step's proposal if there is one.
 */
export function reminderMail(sub: Subscription, product: NoticeProduct | null, pricing: Pricing, links: ReminderLinks, at: Date): Promise<MailInput | null> {
  const delivery = sub.delivered + 1;
  return notice(sub, "subscription-reminder", { key: `${sub.id}-${delivery}` }, (t) => {
    const date = dayText(sub.nextDate, sub.locale);
    const blocks: NoticeBlock[] = [
      { text: t("Mail.subscription.reminder.lead", { date }) },
      { box: [...contents(t, sub, shownTexts(t, sub, product), sub.quantity), ...(pricing.ok ? [t("Mail.subscription.reminder.amount", { amount: formatPrice(pricing.total, sub.locale) })] : [])] },
      { text: pricing.ok ? t("Mail.subscription.reminder.estimate") : t("Mail.subscription.reminder.outOfStock", { date, choice: sub.outOfStock }) },
      {
        text:
          sub.payment.method === "card" && sub.payment.card
            ? t("Mail.subscription.reminder.card", { last4: sub.payment.card.last4 })
            : t("Mail.subscription.reminder.cash-on-delivery"),
      },
    ];
    // A reminder written late (the job was down) offers no change the page would refuse.
    if (canChangeNext(sub.nextDate, at)) {
      blocks.push(
        { text: t("Mail.subscription.reminder.until", { cutoff: formatDateTime(changeCutoff(sub.nextDate).toISOString(), sub.locale) }) },
        {
          buttons: [
            { label: t("Mail.subscription.reminder.skip"), href: links.skip },
            { label: t("Mail.subscription.reminder.change"), href: links.change },
          ],
        },
      );
    }
    const proposal = sub.proposedSize?.forDelivery === delivery ? sub.proposedSize : undefined;
    const kg = sub.baby ? estimatedWeight(sub.baby, startOf(sub.nextDate)) : null;
    if (proposal && links.size && sub.size && kg !== null) {
      blocks.push(
        { text: t("Mail.subscription.size.proposal", { kg: new Intl.NumberFormat(sub.locale, { maximumFractionDigits: 1 }).format(kg), size: sub.size, next: proposal.size }) },
        { buttons: [{ label: t("Mail.subscription.size.switch", { next: proposal.size }), href: links.size }] },
        { text: t("Mail.subscription.size.weight") },
        { buttons: [{ label: t("Mail.subscription.size.weightLink"), href: absoluteUrl(subscriptionHref(sub.id)) }] },
      );
    }
    blocks.push({ text: t("Mail.subscription.reminder.links", { date: formatDate(links.expires.toISOString(), sub.locale) }) });
    return {
      subject: t("Mail.subscription.reminder.subject", { date }),
      preview: t("Mail.subscription.reminder.preview", { date }),
      heading: t("Mail.subscription.reminder.heading", { date }),
      blocks,
    };
  });
}

/**
 * A delivery short of stock: skipped (`sent` absent; nothing ordered), or sent with `sent.units`
 * of the subscription's quantity in order `sent.orderId`. `skippedDay`: the delivery's day;
 * `next`: the day of the one after it.
 */
export function outOfStockMail(
  sub: Subscription,
  event: { product?: NoticeProduct; delivery: number; day: string; next: string; sent?: { units: number; orderId: string } },
): Promise<MailInput | null> {
  const id = event.sent ? { key: `${sub.id}-${event.delivery}`, orderId: event.sent.orderId } : { key: `${sub.id}-${event.delivery}` };
  return notice(sub, "subscription-out-of-stock", id, (t) => {
    const { name } = shownTexts(t, sub, event.product);
    const [date, next] = [dayText(event.day, sub.locale), dayText(event.next, sub.locale)];
    const step = event.sent ? "partial" : "skipped";
    const values = { name, date, next, id: event.sent?.orderId ?? "", sent: event.sent?.units ?? 0, quantity: sub.quantity };
    return {
      subject: t(`Mail.subscription.outOfStock.${step}.subject`, values),
      heading: t(`Mail.subscription.outOfStock.${step}.heading`),
      blocks: [{ text: t(`Mail.subscription.outOfStock.${step}.lead`, values) }, openSubscription(t, sub.id)],
    };
  });
}

/** A delivery's charge that did not go through: which attempt, the order, its amount and the card asked. */
export type ChargeEvent = { orderId: string; attempt: number; amount: number; card: Pick<SavedCard, "last4"> };

/** The parent's bank wants them to confirm the payment: the order's page, whose "Pay now" pays it on the provider's page. */
export function paymentActionMail(sub: Subscription, charge: ChargeEvent): Promise<MailInput | null> {
  return notice(sub, "subscription-payment-action", { key: `attempt-${charge.attempt}`, orderId: charge.orderId }, (t) => ({
    subject: t("Mail.subscription.paymentAction.subject", { id: charge.orderId }),
    heading: t("Mail.subscription.paymentAction.heading"),
    blocks: [
      { text: t("Mail.subscription.paymentAction.lead", { id: charge.orderId, amount: formatPrice(charge.amount, sub.locale), last4: charge.card.last4 }) },
      { buttons: [{ label: t("Mail.subscription.paymentAction.button"), href: absoluteUrl(orderHref(charge.orderId)) }] },
    ],
  }));
}

/** A decline to be tried again on `retry` (ISO). */
export function declinedMail(sub: Subscription, charge: ChargeEvent & { retry: string; expired: boolean }): Promise<MailInput | null> {
  return notice(sub, "subscription-payment-declined", { key: `attempt-${charge.attempt}`, orderId: charge.orderId }, (t) => ({
    subject: t("Mail.subscription.declined.subject", { id: charge.orderId }),
    heading: t("Mail.subscription.declined.heading"),
    blocks: [
      { text: t("Mail.subscription.declined.lead", { id: charge.orderId, amount: formatPrice(charge.amount, sub.locale), last4: charge.card.last4, retry: formatDate(charge.retry, sub.locale) }) },
      ...(charge.expired ? [{ text: t("Mail.subscription.declined.expired") }] : []),
      { text: t("Mail.subscription.declined.replace") },
      openSubscription(t, sub.id),
    ],
  }));
}

/** The last retry declined too: the delivery cancelled, the subscription paused. */
export function pausedMail(sub: Subscription, charge: ChargeEvent): Promise<MailInput | null> {
  return notice(sub, "subscription-paused", { key: `attempt-${charge.attempt}`, orderId: charge.orderId }, (t) => ({
    subject: t("Mail.subscription.paused.subject"),
    heading: t("Mail.subscription.paused.heading"),
    blocks: [{ text: t("Mail.subscription.paused.lead", { id: charge.orderId }) }, { text: t("Mail.subscription.paused.resume") }, openSubscription(t, sub.id)],
  }));
}

/** The saved card cannot pay the delivery of `delivery` (a day): its page, to save another (setup mode again). Once per card. */
export function cardExpiringMail(sub: Subscription, card: SavedCard, delivery: string): Promise<MailInput | null> {
  return notice(sub, "subscription-card-expiring", { key: `${sub.id}-${card.paymentMethodId.replace(/[^\w-]/g, "-")}` }, (t) => {
    const month = new Intl.DateTimeFormat(sub.locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(card.expYear, card.expMonth - 1, 1));
    return {
      subject: t("Mail.subscription.cardExpiring.subject"),
      heading: t("Mail.subscription.cardExpiring.heading"),
      blocks: [
        { text: t("Mail.subscription.cardExpiring.lead", { last4: card.last4, month, date: dayText(delivery, sub.locale) }) },
        { buttons: [{ label: t("Mail.subscription.cardExpiring.button"), href: absoluteUrl(subscriptionHref(sub.id)) }] },
      ],
    };
  });
}
