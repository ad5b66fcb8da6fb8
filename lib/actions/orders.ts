"use server";
// Checkout and the shopper's orders. Thin wrappers (defineAction: a signed-in user, zod input):
// the uid comes from the session, prices and stock from lib/orders, and every change of stock
// refreshes the storefront's cached pages of the products it touched.
import { getLocale, getTranslations } from "next-intl/server";
import { revalidateProducts } from "@/lib/catalog/read";
import { getProduct } from "@/lib/catalog/read";
import { addressesToSave, changeOrderStatus, OrderError, placeOrder as placeOrderInFirestore, type PlaceOrderOutcome } from "@/lib/orders/db";
import { previewRegistryGift } from "@/lib/orders/registry-gifts";
import { priceOrder, type PricedOrder, type Pricing } from "@/lib/orders/pricing";
import { formatPrice } from "@/lib/format";
import { promotionInputFor } from "@/lib/promotions/quote";
import { refusalText } from "@/lib/promotions/refusal-text";
import { countUnknownCode, waitBeforeCode } from "@/lib/promotions/tries";
import { contactClientOf } from "@/lib/contact/send";
import { headers } from "next/headers";
import { withRegistryProblems } from "@/lib/orders/registry-lines";
import { toLocale } from "@/lib/i18n/routing";
import { sendAfterResponse } from "@/lib/mail/sender";
import { numberInvoicesAfterResponse } from "@/lib/orders/invoice-number";
import { sendStripeCallsAfterResponse } from "@/lib/payments/stripe-outbox";
import { revalidateRegistries } from "@/lib/registry/read";
import { orderRefInputSchema, placeOrderInputSchema, quoteInputSchema } from "@/lib/orders/schema";
import type { OrderStatus } from "@/lib/orders/status";
import type { Product } from "@/lib/catalog/schema";
import { addAddress } from "@/lib/users/addresses";
import { cardPaymentPage, requestOrigin } from "@/lib/payments/checkout-session";
import { cardPayments } from "@/lib/payments/stripe";
import { ActionError, defineAction } from "./define-action";
import { log } from "@/lib/log";

/** An OrderError as the shopper reads it. */
async function refusal(error: unknown): Promise<never> {
  if (!(error instanceof OrderError)) throw error;
  const t = await getTranslations("Checkout.errors");
  switch (error.code) {
    case "busy":
      throw new ActionError("busy");
    case "address-not-found":
      throw new ActionError("not-found", { message: t("addressNotFound") });
    case "not-found":
      throw new ActionError("not-found", { message: t("orderNotFound") });
    case "illegal-transition":
    case "not-allowed":
    case "amount-short":
    case "parcel-required":
      throw new ActionError("conflict", { message: t("cannotCancel") });
    case "registry-mixed":
      throw new ActionError("conflict", { message: t("registryMixed") });
    case "registry-no-address":
      throw new ActionError("conflict", { message: t("registryNoAddress") });
    case "account-closing":
      throw new ActionError("conflict", { message: t("accountClosing") });
  }
}

/** The checkout summary: the cart's lines priced by the server now (the order is priced again when placed). */
export const quoteOrder = defineAction({ name: "orders.quoteOrder", access: "user", input: quoteInputSchema }, async (input, { session }): Promise<QuotedOrder> => {
  const ids = [...new Set(input.lines.map((l) => l.id))];
  // Cached reads (tagged per product): the summary is a preview; the transaction re-reads.
  const products = new Map<string, Product | null>(await Promise.all(ids.map(async (id) => [id, await getProduct(id)] as const)));
  // Gifts: checked against the registry now (uncached: counts move with every order).
  const gift = await previewRegistryGift(input.lines, input.shipToParents, (id) => products.get(id)?.name);
  // The parents' address, when the parcel goes to them, decides delivery and tax.
  const to = gift.country ? { country: gift.country, region: gift.region } : input;
  // Code guessing is limited here as in the cart (lib/promotions/tries.ts): while the limit holds the code is not looked at.
  const trier = { uid: session.uid, clientId: contactClientOf(await headers()) };
  const waitFirst = await waitBeforeCode(trier, input.code);
  const code = waitFirst > 0 ? undefined : input.code;
  const promotions = await promotionInputFor({ uid: session.uid, email: session.email ?? "" }, code);
  const pricing = withRegistryProblems(priceOrder(products, input.lines, { method: input.shippingMethod, country: to.country, region: to.region }, promotions), gift.problems);
  if (!pricing.ok) return pricing;
  const wait = waitFirst || (await countUnknownCode(trier, pricing.codeRefusal));
  // Said as a refusal (the summary then leaves the code out of the order), with the wait as its words.
  if (input.code && wait > 0) return { ...pricing, codeRefusal: { code: input.code, reason: "unknown" }, codeRefusalText: await refusalText({ code: input.code, reason: "too-many-tries", retryAfterSeconds: wait }) };
  return pricing.codeRefusal ? { ...pricing, codeRefusalText: await refusalText(pricing.codeRefusal) } : pricing;
});

/** The summary's price; a code that gives nothing comes with why, in the shopper's words. */
export type QuotedOrder = Pricing | (PricedOrder & { codeRefusalText: string });

/** payUrl: a card order's Stripe page, where the browser goes next (absent if Stripe could not be reached: the order offers "Pay now"). */
export type PlaceOrderAnswer =
  | { status: "placed"; orderId: string; payUrl?: string }
  | Extract<PlaceOrderOutcome, { status: "unavailable" | "unpaid-limit" }>
  /** The code stopped applying since the summary: nothing was ordered; `message` says why and the new total. */
  | { status: "code-refused"; message: string; total?: number };

/**
 * Place the order. A repeat of the same request (its idempotency key) answers the order it made.
 * Addresses typed with "save" join the address book afterwards; a full book does not stop the order.
 */
export const placeOrder = defineAction(
  { name: "orders.placeOrder", access: "user", input: placeOrderInputSchema },
  async (input, { session }): Promise<PlaceOrderAnswer> => {
    // The card only while the shop takes it (the form may be older than the configuration).
    if (input.paymentMethod === "card" && !cardPayments()) throw new ActionError("conflict", { message: (await getTranslations("Checkout.errors"))("cardUnavailable") });
    const buyer = { uid: session.uid, email: session.email ?? "", locale: toLocale(await getLocale()) };
    // The order is an answer about its code too: guessing is limited here as in the cart.
    const trier = { uid: session.uid, clientId: contactClientOf(await headers()) };
    const waitFirst = await waitBeforeCode(trier, input.code);
    const outcome = waitFirst > 0 ? null : await placeOrderInFirestore(buyer, input).catch(refusal);
    const wait = waitFirst || (outcome?.status === "code-refused" ? await countUnknownCode(trier, outcome.refusal) : 0);
    if (wait > 0 || outcome?.status === "code-refused") {
      const t = await getTranslations("Promotions");
      const why = wait > 0 ? await refusalText({ code: input.code ?? "", reason: "too-many-tries", retryAfterSeconds: wait }) : await refusalText((outcome as Extract<PlaceOrderOutcome, { status: "code-refused" }>).refusal);
      const total = outcome?.status === "code-refused" ? outcome.total : null;
      if (total === null) return { status: "code-refused", message: why };
      return { status: "code-refused", message: t("changedAtCheckout", { reason: why, total: formatPrice(total, buyer.locale) }), total };
    }
    if (!outcome) throw new Error("unreachable: no outcome without a wait");
    if (outcome.status !== "placed") return outcome;
    if (!outcome.repeated) {
      log.info("checkout: order placed", { orderId: outcome.orderId, payment: input.paymentMethod });
      sendAfterResponse();
      numberInvoicesAfterResponse();
      revalidateProducts(outcome.productIds, { listings: outcome.availabilityChanged });
      revalidateRegistries([outcome.registrySlug]);
      for (const address of addressesToSave(input)) {
        await addAddress(session.uid, address).catch((error: unknown) => log.warn("checkout: address not saved", { orderId: outcome.orderId, error }));
      }
    }
    if (input.paymentMethod !== "card") return { status: "placed", orderId: outcome.orderId };
    // Order first, then Stripe's session: a session that cannot be made now leaves the order pending, with "Pay now".
    const page = await cardPaymentPage(session.uid, outcome.orderId, await requestOrigin()).catch((error: unknown) => {
      log.error("checkout: no Stripe session", { orderId: outcome.orderId, error });
      return null;
    });
    return { status: "placed", orderId: outcome.orderId, ...(page?.status === "open" ? { payUrl: page.url } : {}) };
  },
);

/** The shopper cancels their own order while it is pending (or paid by card, not yet prepared: refunded to the card); its units go back in stock. */
export const cancelOrder = defineAction(
  { name: "orders.cancelOrder", access: "user", input: orderRefInputSchema },
  async ({ orderId }, { session }): Promise<{ status: OrderStatus }> => {
    const { order, productIds } = await changeOrderStatus({ orderId, to: "cancelled", actor: { uid: session.uid, role: "customer" } }).catch(refusal);
    sendAfterResponse();
    sendStripeCallsAfterResponse();
    revalidateProducts(productIds);
    revalidateRegistries([order.registry?.slug]);
    return { status: order.status };
  },
);
