import { connection } from "next/server";
import { revalidateProducts } from "@/lib/catalog/read";
import { sendAfterResponse } from "@/lib/mail/sender";
import { cardPayments } from "@/lib/payments/stripe";
import { receiveStripeWebhook } from "@/lib/payments/stripe-webhook";

// Stripe's events about card orders (lib/payments/stripe-webhook.ts). Without Stripe configured
// the endpoint does not exist (404). Stock that came back refreshes those products' cached pages;
// the order's email goes out after the answer.
export async function POST(request: Request) {
  await connection();
  const config = cardPayments();
  if (!config) return new Response("Not found", { status: 404 });
  const { response, result } = await receiveStripeWebhook(request, config);
  if (result?.outcome === "applied") {
    revalidateProducts(result.productIds);
    sendAfterResponse();
  }
  return response;
}
