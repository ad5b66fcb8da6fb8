import "server-only";
// The shop's Stripe client, built from STRIPE_SECRET_KEY. Card payments exist only when both
// Stripe keys are set (lib/env.ts checks they come together); on the local stack STRIPE_API_URL
// points the client at the stand-in (scripts/stripe-standin.ts) through its host/port/protocol
// options, and lib/env.ts refuses that variable outside emulator mode.
import Stripe from "stripe";
import { serverEnv } from "@/lib/env";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/orders/payments";
import { traced } from "@/lib/trace";

export type CardPayments = { stripe: Stripe; webhookSecret: string };

let cached: CardPayments | null | undefined;

/** Stripe and the webhook's signing secret, or null when card payments are not configured. */
export function cardPayments(): CardPayments | null {
  if (cached !== undefined) return cached;
  const env = serverEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return (cached = null);
  const local = env.mode === "emulator" && env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    // Retried POSTs carry an Idempotency-Key (ours, or the client's own), so a retry never pays twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "flone-baby-shop" },
    httpClient: new TracedHttpClient(),
    ...(local ? { host: local.hostname, port: local.port, protocol: local.protocol === "https:" ? "https" : "http" } : {}),
  });
  return (cached = { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
}

/** Stripe's own Node client, each call (each retry too) in a span named by its method and path, ids left out. */
class TracedHttpClient extends Stripe.HttpClient {
  private readonly inner = Stripe.createNodeHttpClient();
  getClientName() {
    return this.inner.getClientName();
  }
  makeRequest(...args: Parameters<Stripe.HttpClient["makeRequest"]>) {
    const [, , path, method] = args;
    const route = path.replace(/\?.*$/, "").replace(/\/[a-z]+_(?=[\w]*[A-Z0-9])\w+/g, "/{id}");
    return traced(`stripe ${method} ${route}`, { "http.request.method": method }, () => this.inner.makeRequest(...args));
  }
}

/** The methods the shop takes now: the card only with Stripe configured. */
export const offeredPaymentMethods = (): PaymentMethod[] => PAYMENT_METHODS.filter((m) => m !== "card" || cardPayments() !== null);
