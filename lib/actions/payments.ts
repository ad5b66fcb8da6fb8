"use server";
// Card payments: the shopper goes (back) to Stripe's page for their own pending card order.
// "Pay now" on the order after Stripe's "Cancel" asks for the same session again (one per order,
// lib/payments/checkout-session.ts); the webhook, not this, marks the order paid.
import { getTranslations } from "next-intl/server";
import { orderRefInputSchema } from "@/lib/orders/schema";
import { cardPaymentPage, requestOrigin } from "@/lib/payments/checkout-session";
import { ActionError, defineAction } from "./define-action";
import { log } from "@/lib/log";

export const payOrder = defineAction({ name: "payments.payOrder", access: "user", input: orderRefInputSchema }, async ({ orderId }, { session }): Promise<{ url: string }> => {
  const page = await cardPaymentPage(session.uid, orderId, await requestOrigin()).catch((error: unknown) => {
    log.error("payments: no Stripe session", { orderId, error });
    throw new ActionError("unavailable");
  });
  const t = await getTranslations("Orders.payNow");
  if (page.status === "open") return { url: page.url };
  throw page.status === "closed" ? new ActionError("conflict", { message: t("closed") }) : new ActionError("not-found");
});
