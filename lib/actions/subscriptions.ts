"use server";
// Subscribing and a parent's changes to their subscriptions. Thin wrappers (defineAction: a
// signed-in user, zod input): the uid comes from the session, the offer from the stored product,
// and the consent's words are made here from them (lib/subscriptions/consent.ts), never taken from
// the browser.
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { revalidateProducts } from "@/lib/catalog/read";
import { toLocale } from "@/lib/i18n/routing";
import { sendAfterResponse } from "@/lib/mail/sender";
import { numberInvoicesAfterResponse } from "@/lib/orders/invoice-number";
import { OrderError } from "@/lib/orders/db";
import { requestOrigin } from "@/lib/payments/checkout-session";
import { ensureCustomer, startCardSetup } from "@/lib/payments/saved-cards";
import { cardPayments } from "@/lib/payments/stripe";
import { sendStripeCallsAfterResponse } from "@/lib/payments/stripe-outbox";
import { subscriptionHref } from "@/lib/routes";
import { consentText } from "@/lib/subscriptions/consent";
import {
  acceptProposedSize,
  cancel,
  changeNext,
  changeSubscription,
  getSubscription,
  pauseUntil,
  readProduct,
  recordWeight,
  resume,
  skipNext,
  subscribe as subscribeInFirestore,
  SubscriptionError,
  type SubscriptionChange,
} from "@/lib/subscriptions/db";
import { subscribeInputSchema, subscriptionIdSchema, subscriptionRefInputSchema, weightKgSchema } from "@/lib/subscriptions/schema";
import { intervalWeeksSchema } from "@/lib/catalog/subscription-offer";
import { MAX_SUBSCRIPTION_QUANTITY } from "@/lib/subscriptions/config";
import type { LineProblem } from "@/lib/orders/pricing";
import { ActionError, defineAction } from "./define-action";

/** A SubscriptionError (or the checkout's own) as the parent reads it. */
async function refusal(error: unknown): Promise<never> {
  const t = await getTranslations("Subscriptions.errors");
  if (error instanceof OrderError) {
    if (error.code === "busy") throw new ActionError("busy");
    if (error.code === "address-not-found") throw new ActionError("not-found", { message: t("addressNotFound") });
    if (error.code === "account-closing") throw new ActionError("conflict", { message: t("notAllowed") });
  }
  if (!(error instanceof SubscriptionError)) throw error;
  switch (error.code) {
    case "busy":
      throw new ActionError("busy");
    case "not-found":
      throw new ActionError("not-found", { message: t("notFound") });
    case "not-subscribable":
      throw new ActionError("conflict", { message: t("notSubscribable") });
    case "interval":
      throw new ActionError("invalid", { message: t("interval") });
    case "variant":
      throw new ActionError("invalid", { message: t("variant") });
    case "too-late":
      throw new ActionError("conflict", { message: t("tooLate") });
    case "not-allowed":
      throw new ActionError("conflict", { message: t("notAllowed") });
  }
}

export type SubscribeAnswer =
  /** Cash on delivery: active, its first delivery placed. */
  | { status: "active"; subscriptionId: string; orderId: string }
  /** Card: Stripe's page where the card is saved, where the browser goes next. */
  | { status: "card-setup"; subscriptionId: string; url: string }
  | { status: "unavailable"; problems: LineProblem[] };

export const subscribe = defineAction({ name: "subscriptions.subscribe", access: "user", input: subscribeInputSchema }, async (input, { session }): Promise<SubscribeAnswer> => {
  if (input.paymentMethod === "card" && !cardPayments()) throw new ActionError("conflict", { message: (await getTranslations("Checkout.errors"))("cardUnavailable") });
  const locale = toLocale(await getLocale());
  const product = await readProduct(input.productId);
  const t = await getTranslations("Subscriptions.consent");
  const consent = consentText((key, values) => t(key, values), {
    weeks: input.intervalWeeks,
    discountPercent: product?.subscription?.discountPercent ?? 0,
    paymentMethod: input.paymentMethod,
  });
  const buyer = { uid: session.uid, email: session.email ?? "", locale };
  const outcome = await subscribeInFirestore(buyer, input, consent).catch(refusal);
  if (outcome.status === "unavailable") return outcome;
  if (outcome.status === "active") {
    sendAfterResponse();
    numberInvoicesAfterResponse();
    revalidateProducts([input.productId]);
    return outcome;
  }
  // The card is saved on Stripe's page; back on the subscription's page, it is activated (and by the webhook).
  return { status: "card-setup", subscriptionId: outcome.subscriptionId, url: await cardSetupPage(session, outcome.subscriptionId) };
});

/** Stripe's page where the parent saves a card for `subscriptionId`, coming back to its page in My account. */
async function cardSetupPage(session: { uid: string; email?: string | null }, subscriptionId: string): Promise<string> {
  const origin = await requestOrigin();
  const back = `${origin}${subscriptionHref(subscriptionId)}`;
  const page = await startCardSetup({
    customerId: await ensureCustomer({ uid: session.uid, email: session.email ?? "" }),
    subscriptionId,
    successUrl: `${back}?setup={CHECKOUT_SESSION_ID}`,
    cancelUrl: back,
    locale: toLocale(await getLocale()),
  });
  return page.url;
}

/** One change by the parent: committed, then the emails and charges it queued are sent. */
async function change(uid: string, subscriptionId: string, what: SubscriptionChange) {
  const after = await changeSubscription(uid, subscriptionId, what).catch(refusal);
  sendAfterResponse();
  sendStripeCallsAfterResponse();
  return { status: after.status, nextDate: after.nextDate };
}

export const skipNextDelivery = defineAction({ name: "subscriptions.skipNext", access: "user", input: subscriptionRefInputSchema }, async ({ subscriptionId }, { session }) =>
  change(session.uid, subscriptionId, skipNext),
);

export const pauseSubscription = defineAction(
  {
    name: "subscriptions.pause",
    access: "user",
    input: z.object({ subscriptionId: subscriptionIdSchema, until: z.union([z.iso.date(), z.literal("")]).optional() }),
  },
  async ({ subscriptionId, until }, { session }) => change(session.uid, subscriptionId, pauseUntil(until || undefined)),
);

export const resumeSubscription = defineAction({ name: "subscriptions.resume", access: "user", input: subscriptionRefInputSchema }, async ({ subscriptionId }, { session }) =>
  change(session.uid, subscriptionId, resume),
);

export const cancelSubscription = defineAction({ name: "subscriptions.cancel", access: "user", input: subscriptionRefInputSchema }, async ({ subscriptionId }, { session }) =>
  change(session.uid, subscriptionId, cancel),
);

export const changeSubscriptionNext = defineAction(
  {
    name: "subscriptions.changeNext",
    access: "user",
    input: z.object({
      subscriptionId: subscriptionIdSchema,
      productId: subscribeInputSchema.shape.productId,
      intervalWeeks: intervalWeeksSchema,
      color: z.string().min(1).max(40).optional(),
      size: z.string().min(1).max(40).optional(),
      quantity: z.number().int().min(1).max(MAX_SUBSCRIPTION_QUANTITY),
    }),
  },
  async ({ subscriptionId, productId, ...to }, { session }) => change(session.uid, subscriptionId, changeNext(await readProduct(productId), to)),
);

/** "Save a card" (a card subscription still waiting for one) or "Use another card": Stripe's setup page for it. */
export const saveCardFor = defineAction({ name: "subscriptions.saveCard", access: "user", input: subscriptionRefInputSchema }, async ({ subscriptionId }, { session }): Promise<{ url: string }> => {
  const sub = await getSubscription(session.uid, subscriptionId);
  if (!sub || sub.payment.method !== "card" || sub.status === "cancelled") return refusal(new SubscriptionError(sub ? "not-allowed" : "not-found"));
  if (!cardPayments()) throw new ActionError("conflict", { message: (await getTranslations("Checkout.errors"))("cardUnavailable") });
  return { url: await cardSetupPage(session, subscriptionId) };
});

/** The baby's weight today (a ladder product): the size step looks again, and may propose the next size. */
export const recordBabyWeight = defineAction(
  { name: "subscriptions.recordWeight", access: "user", input: z.object({ subscriptionId: subscriptionIdSchema, kg: weightKgSchema }) },
  async ({ subscriptionId, kg }, { session }) => {
    const after = await recordWeight(session.uid, subscriptionId, kg).catch(refusal);
    return { proposedSize: after.proposedSize?.size ?? null };
  },
);

/** "Switch to <size>": the size the size step proposed, from the next delivery on. */
export const acceptNextSize = defineAction({ name: "subscriptions.acceptSize", access: "user", input: subscriptionRefInputSchema }, async ({ subscriptionId }, { session }) => {
  const after = await acceptProposedSize(session.uid, subscriptionId).catch(refusal);
  return { size: after.size ?? null };
});
