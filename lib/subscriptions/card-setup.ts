import "server-only";
// A card saved on Stripe's page (Checkout in setup mode) for a subscription: kept on it, and an
// incomplete subscription starts (its first delivery placed and charged). Heard twice, from the
// webhook (checkout.session.completed) and from the parent's return to the subscription's page:
// whichever comes first does it; the first delivery is one order by its key either way.
import { cardPayments } from "@/lib/payments/stripe";
import { savedCardOf } from "@/lib/payments/saved-cards";
import type { PlaceOrderOutcome } from "@/lib/orders/db";
import { activateWithCard, getSubscription } from "./db";
import { subscriptionIdSchema } from "./schema";

export type CardSetupOutcome = PlaceOrderOutcome | { status: "not-found" | "not-complete" | "card-replaced" };

/** A completed setup session's card, for the subscription its metadata names. */
export async function applyCardSetup(session: { status: string | null; setup_intent: unknown; metadata: Record<string, string> | null }, now: () => Date = () => new Date()): Promise<CardSetupOutcome> {
  const subscriptionId = subscriptionIdSchema.safeParse(session.metadata?.subscriptionId);
  const setupIntent = typeof session.setup_intent === "string" ? session.setup_intent : (session.setup_intent as { id?: string } | null)?.id;
  if (!subscriptionId.success || !setupIntent) return { status: "not-found" };
  if (session.status !== "complete") return { status: "not-complete" };
  return activateWithCard(subscriptionId.data, await savedCardOf(setupIntent), now);
}

/** The parent's return from Stripe's page (?setup=<session id>): the same, for their own subscription only. */
export async function completeCardSetup(uid: string, subscriptionId: string, sessionId: string): Promise<CardSetupOutcome> {
  const config = cardPayments();
  if (!config || !/^cs_\w+$/.test(sessionId)) return { status: "not-found" };
  const session = await config.stripe.checkout.sessions.retrieve(sessionId);
  if (session.mode !== "setup" || session.metadata?.subscriptionId !== subscriptionId) return { status: "not-found" };
  if (!(await getSubscription(uid, subscriptionId))) return { status: "not-found" };
  return applyCardSetup(session);
}
