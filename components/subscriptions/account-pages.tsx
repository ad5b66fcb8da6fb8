import "server-only";
// The parent's subscriptions, under the account area: /my-account/subscriptions (the list, with
// each one's next date and amount) and /my-account/subscriptions/[id] (the subscription: its next
// delivery, why a payment waits, its controls, what was agreed, its orders). Both read the
// session, so they stream in behind <Suspense> and call requireUser again.
import { Suspense } from "react";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import form from "@/components/ui/form.module.css";
import { Section } from "@/components/ui/section";
import sections from "@/components/ui/section.module.css";
import { AccountIntro } from "@/components/ui/account-intro";
import { Spinner } from "@/components/ui/spinner";
import { requireUser } from "@/lib/auth/access";
import { colorLabel } from "@/lib/catalog/colors";
import { formatPrice } from "@/lib/format";
import { fill, formatDate, formatDateTime } from "@/lib/i18n/format";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { orderHref, productHref, ROUTES, subscriptionHref } from "@/lib/routes";
import { completeCardSetup } from "@/lib/subscriptions/card-setup";
import { getSubscription, listSubscriptions, subscriptionOrderIds } from "@/lib/subscriptions/db";
import { subscriptionViews, type SubscriptionView } from "@/lib/subscriptions/read";
import { DECLINE_RETRY_DAYS } from "@/lib/subscriptions/config";
import { canChangeNext, changeCutoff, isComing } from "@/lib/subscriptions/schedule";
import { subscriptionIdSchema, type Subscription } from "@/lib/subscriptions/schema";
import { SubscriptionControls } from "./subscription-islands";
import styles from "./subscriptions.module.css";
import { log } from "@/lib/log";

type Texts = Messages["Subscriptions"];


type ColorNames = Parameters<typeof colorLabel>[0];

/** "Size 3 · Quantity: 2", in the shopper's words. */
function choiceLine(sub: Subscription, texts: Texts, colors: ColorNames): string {
  return [
    sub.color ? fill(texts.choice.color, { color: colorLabel(colors, sub.color) }) : null,
    sub.size ? fill(texts.choice.size, { size: sub.size }) : null,
    fill(texts.choice.quantity, { count: sub.quantity }),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Its state in words: the status, or "paused until" a day. */
function statusLine(sub: Subscription, texts: Texts, locale: Locale): string {
  return sub.status === "paused" && sub.pausedUntil ? fill(texts.pausedUntil, { date: formatDate(sub.pausedUntil, locale) }) : texts.status[sub.status];
}

// ---------------------------------------------------------------------------
// /my-account/subscriptions

async function ListContent({ locale }: { locale: Locale }) {
  await connection(); // verifying the cookie reads the clock: request time only
  const session = await requireUser(ROUTES.subscriptions);
  const [subs, messages, t, colors] = await Promise.all([
    listSubscriptions(session.uid),
    getMessages({ locale }),
    getTranslations({ locale, namespace: "Subscriptions" }),
    getTranslations({ locale, namespace: "Colors" }),
  ]);
  const { Subscriptions: texts } = messages as unknown as Messages;
  if (subs.length === 0) return <p className={form.hint}>{texts.empty}</p>;
  const views = await subscriptionViews(subs);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{texts.list.product}</th>
          <th scope="col">{texts.list.every}</th>
          <th scope="col">{texts.list.next}</th>
          <th scope="col">{texts.list.amount}</th>
          <th scope="col">{texts.list.status}</th>
        </tr>
      </thead>
      <tbody>
        {views.map(({ sub, product, total }) => (
          <tr key={sub.id}>
            <td>
              <a href={subscriptionHref(sub.id)} aria-label={fill(texts.list.open, { name: product?.name ?? sub.productId })}>
                {product?.name ?? sub.productId}
              </a>
              <span className={styles.muted}>{choiceLine(sub, texts, colors)}</span>
            </td>
            <td>{t("every", { weeks: sub.intervalWeeks })}</td>
            <td>{isComing(sub) ? formatDate(sub.nextDate, locale) : "—"}</td>
            <td>{total !== null && sub.status !== "cancelled" ? formatPrice(total, locale) : "—"}</td>
            <td>{statusLine(sub, texts, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export async function SubscriptionListPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return (
    <>
      <AccountIntro locale={locale} title={t("title")} trail={[{ label: t("title") }]} />
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <ListContent locale={locale} />
      </Suspense>
    </>
  );
}

// ---------------------------------------------------------------------------
// /my-account/subscriptions/[id]

/** Why a payment waits, and what to do: the order to pay, the retry's day, or a new card. */
function FailureNotice({ view, texts, locale }: { view: SubscriptionView; texts: Texts; locale: Locale }) {
  const failure = view.sub.failure;
  if (!failure) return null;
  const number = failure.deliveryNumber;
  // Every retry used: the delivery was given up (its order cancelled), whatever the reason.
  const toPay = failure.reason === "authentication_required" && (failure.retryAt !== undefined || failure.attempts <= DECLINE_RETRY_DAYS.length);
  const text = toPay
    ? fill(texts.failure.authentication_required, { number })
    : failure.retryAt
      ? fill(texts.failure.declined, { number, date: formatDate(failure.retryAt, locale) })
      : fill(texts.failure.paused, { number });
  return (
    <div role="status" className={styles.notice}>
      <p>{text}</p>
      {toPay ? <a href={orderHref(failure.orderId)}>{fill(texts.failure.payOrder, { id: failure.orderId })}</a> : null}
    </div>
  );
}

async function DetailContent({ locale, id: idParam, setup: setupParam }: { locale: Locale; id: Promise<string>; setup: Promise<string | undefined> }) {
  const parsed = subscriptionIdSchema.safeParse(await idParam);
  if (!parsed.success) notFound();
  const id = parsed.data;
  await connection();
  const session = await requireUser(subscriptionHref(id));
  // Back from Stripe's setup page: the card is kept, and a subscription waiting for it starts (the webhook may have done it first).
  const setup = await setupParam;
  if (setup) await completeCardSetup(session.uid, id, setup).catch((error: unknown) => log.error(`subscription ${id}: the card setup could not be read`, { error }));
  const [sub, messages, t, colors] = await Promise.all([
    getSubscription(session.uid, id),
    getMessages({ locale }),
    getTranslations({ locale, namespace: "Subscriptions" }),
    getTranslations({ locale, namespace: "Colors" }),
  ]);
  if (!sub) notFound();
  const { Subscriptions: texts } = messages as unknown as Messages;
  const [view] = await subscriptionViews([sub]);
  const orderIds = await subscriptionOrderIds(sub.id);
  const now = new Date();
  const name = view!.product?.name ?? sub.productId;
  const offer = view!.product?.subscription;
  const changeable = canChangeNext(sub.nextDate, now);
  const card = sub.payment.method === "card" ? sub.payment.card : undefined;

  return (
    <div className={sections.sections}>
      <Section id="subscription" title={name}>
        <p>
          <a href={productHref(sub.productId)}>{name}</a> · {choiceLine(sub, texts, colors)}
        </p>
        <p>
          {t("every", { weeks: sub.intervalWeeks })} · <strong>{statusLine(sub, texts, locale)}</strong>
        </p>
        {/* Paused until a day: its next delivery, the day it resumes at the earliest. */}
        {isComing(sub) ? (
          <>
            <p>{fill(texts.detail.next, { date: formatDate(sub.nextDate, locale) })}</p>
            {view!.total !== null ? <p>{fill(texts.amountEstimate, { amount: formatPrice(view!.total, locale) })}</p> : null}
            <p className={form.hint}>
              {changeable
                ? fill(texts.detail.changeUntil, { date: formatDateTime(changeCutoff(sub.nextDate).toISOString(), locale) })
                : fill(texts.detail.tooLateNote, { date: formatDate(sub.nextDate, locale) })}
            </p>
          </>
        ) : null}
        <p>
          {card
            ? fill(texts.detail.paidBy, { brand: card.brand, last4: card.last4, month: String(card.expMonth).padStart(2, "0"), year: card.expYear })
            : sub.payment.method === "card"
              ? texts.detail.saveCardHint
              : texts.detail.paidOnDelivery}
        </p>
        {setup && sub.status === "active" && card ? (
          <p role="status" className={styles.notice}>
            {texts.detail.cardSaved}
          </p>
        ) : null}
        <FailureNotice view={view!} texts={texts} locale={locale} />
      </Section>
      {sub.status !== "cancelled" ? (
        <Section id="manage" title={texts.actions.heading}>
          <SubscriptionControls
            subscription={{
              id: sub.id,
              productId: sub.productId,
              status: sub.status,
              intervalWeeks: sub.intervalWeeks,
              quantity: sub.quantity,
              color: sub.color,
              size: sub.size,
              card: sub.payment.method === "card",
              ladder: Boolean(offer?.ladder?.length),
              ...(sub.proposedSize ? { proposedSize: sub.proposedSize.size } : {}),
            }}
            offer={
              offer && view!.product
                ? {
                    intervals: offer.intervals.map((weeks) => ({ weeks, label: t("change.weeks", { weeks }) })),
                    colors: view!.product.variations.map((v) => ({ value: v.color, label: colorLabel(colors, v.color) })),
                    sizes: [...new Set(view!.product.variations.flatMap((v) => v.size.map((s) => s.name)))],
                  }
                : null
            }
            changeable={changeable}
            texts={{ actions: texts.actions, change: texts.change, detail: texts.detail, size: texts.size }}
          />
        </Section>
      ) : null}
      <Section id="agreement" title={texts.detail.consentHeading}>
        <p>{sub.consent.text}</p>
        <p className={form.hint}>{fill(texts.detail.consentAt, { date: formatDateTime(sub.consent.at, locale) })}</p>
      </Section>
      <Section id="orders" title={texts.detail.ordersHeading}>
        {orderIds.length === 0 ? (
          <p className={form.hint}>{texts.detail.noOrders}</p>
        ) : (
          <ul role="list" className={styles.orders}>
            {orderIds.map((orderId) => (
              <li key={orderId}>
                <a href={orderHref(orderId)}>{fill(texts.detail.order, { id: orderId })}</a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

export async function SubscriptionPage({ locale, id, setup }: { locale: Locale; id: Promise<string>; setup: Promise<string | undefined> }) {
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return (
    <>
      <AccountIntro locale={locale} title={t("title")} trail={[{ label: t("title"), href: ROUTES.subscriptions }, { label: t("detail.crumb") }]} />
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <DetailContent locale={locale} id={id} setup={setup} />
      </Suspense>
    </>
  );
}
