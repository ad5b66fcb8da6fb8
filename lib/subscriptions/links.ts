import "server-only";
// What a subscription email's one-click link opens and does, without signing in: the link is
// checked (lib/subscriptions/link-token.ts) against the subscription's own key, then against the
// subscription as it is now: still that delivery next, still active, still before the cutoff (a
// size link: still that proposal). readLink only reads (the page a GET shows, which mail scanners
// open too); followLink does it, through the parent's own guarded change (changeSubscription,
// with the same checks again inside the commit). A refused link writes nothing.
import { z } from "zod";
import { changeSubscription, forDelivery, parseSubscription, readProduct, skipNext, SubscriptionError, subscriptionRef, switchToProposed } from "./db";
import { checkLink, linkKeySchema, linkQuerySchema, type LinkQuery } from "./link-token";
import { addWeeks, canChangeNext } from "./schedule";
import type { Subscription } from "./schema";
import type { SubscriptionLinkAction } from "@/lib/routes";

/**
 * invalid: not a link of ours (malformed, forged, another delivery's or action's, no such
 * subscription); expired; used: its delivery was placed or skipped, the proposal answered, or the
 * subscription is no longer active; too-late: past the cutoff of its delivery.
 */
export type LinkRefusal = "invalid" | "expired" | "used" | "too-late";
export type LinkOutcome = "skipped" | "switched" | LinkRefusal | "unavailable";
export const LINK_OUTCOMES = ["skipped", "switched", "invalid", "expired", "used", "too-late", "unavailable"] as const satisfies readonly LinkOutcome[];

/** What the link's page shows before its button: the delivery it is for. */
export type LinkView = {
  state: "ok";
  link: LinkQuery;
  productName?: string;
  color?: string;
  size?: string;
  quantity: number;
  /** The delivery's day, and the next one's if it is skipped. */
  date: string;
  after: string;
  /** A size link: the size proposed. */
  proposedSize?: string;
};

async function verified(action: SubscriptionLinkAction, raw: unknown, now: Date): Promise<{ sub: Subscription; link: LinkQuery } | { refusal: LinkRefusal }> {
  const link = linkQuerySchema.safeParse(raw);
  if (!link.success) return { refusal: "invalid" };
  const snap = await subscriptionRef(link.data.id).get();
  const sub = parseSubscription(snap);
  const key = linkKeySchema.safeParse(snap.get("linkKey"));
  if (!sub || !key.success) return { refusal: "invalid" };
  const check = checkLink(key.data, action, link.data, now);
  if (check !== "ok") return { refusal: check === "expired" ? "expired" : "invalid" };
  if (sub.status !== "active" || sub.delivered + 1 !== link.data.delivery) return { refusal: "used" };
  if (action === "size" && sub.proposedSize?.forDelivery !== link.data.delivery) return { refusal: "used" };
  // Changing it in My account is for the deliveries after this one too: no cutoff to say here.
  if (action !== "change" && !canChangeNext(sub.nextDate, now)) return { refusal: "too-late" };
  return { sub, link: link.data };
}

/** The link's page: the delivery it is for, or why it does not work. Reads only. */
export async function readLink(action: SubscriptionLinkAction, raw: unknown, now = new Date()): Promise<LinkView | { state: LinkRefusal }> {
  const found = await verified(action, raw, now);
  if ("refusal" in found) return { state: found.refusal };
  const { sub, link } = found;
  const product = await readProduct(sub.productId);
  return {
    state: "ok",
    link,
    ...(product ? { productName: product.name } : {}),
    ...(sub.color ? { color: sub.color } : {}),
    ...(sub.size ? { size: sub.size } : {}),
    quantity: sub.quantity,
    date: sub.nextDate,
    after: addWeeks(sub.nextDate, sub.intervalWeeks),
    ...(action === "size" && sub.proposedSize ? { proposedSize: sub.proposedSize.size } : {}),
  };
}

export const followableActionSchema = z.enum(["skip", "size"]);

/** The link's button: skip its delivery, or switch it to the size proposed. */
export async function followLink(action: z.infer<typeof followableActionSchema>, raw: unknown, now: () => Date = () => new Date()): Promise<LinkOutcome> {
  const found = await verified(action, raw, now());
  if ("refusal" in found) return found.refusal;
  const { sub, link } = found;
  try {
    if (action === "skip") {
      await changeSubscription(sub.uid, sub.id, forDelivery(link.delivery, skipNext), now);
      return "skipped";
    }
    await changeSubscription(sub.uid, sub.id, forDelivery(link.delivery, switchToProposed(await readProduct(sub.productId))), now);
    return "switched";
  } catch (error) {
    if (!(error instanceof SubscriptionError)) throw error;
    // Between the check and the commit: placed, skipped, paused, past the cutoff, or the size no longer sold.
    if (error.code === "too-late") return "too-late";
    if (error.code === "busy") return "unavailable";
    return "used";
  }
}
