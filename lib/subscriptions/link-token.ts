// The one-click links of a subscription's emails ("Skip this one", "Change it", "Switch to size
// X"): each names the subscription, the delivery it is for, what it does and until when it works,
// and carries an HMAC-SHA256 of exactly that. The key is the subscription's own: 32 random bytes
// made on the server and kept on the subscription (`linkKey`, which no client reads: Firestore's
// rules give the browser no access to subscriptions), as the newsletter keeps each subscriber's
// random tokens. So no new shop-wide secret, and a subscription's links can be revoked by making
// it a new key. Pure: the page, the POST route and the tests check a link alike.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { SubscriptionLinkAction, SubscriptionLinkParams } from "@/lib/routes";
import { LINK_TOKEN_DAYS } from "./config";
import { subscriptionIdSchema } from "./id";

export const LINK_ACTIONS = ["skip", "change", "size"] as const satisfies readonly SubscriptionLinkAction[];
export const linkActionSchema = z.enum(LINK_ACTIONS);

/** 32 random bytes, base64url: a subscription's link key, and the shape of a link's token. */
const base64url32 = z.string().regex(/^[\w-]{43}$/);
export const linkKeySchema = base64url32;
export const newLinkKey = (): string => randomBytes(32).toString("base64url");

/** What a link's query carries (strings, as a URL has them), written back canonically: anything else is refused before any read. */
export const linkQuerySchema = z.object({
  id: subscriptionIdSchema,
  delivery: z.string().regex(/^[1-9]\d{0,5}$/).transform(Number),
  /** Unix seconds. */
  expires: z.string().regex(/^[1-9]\d{0,11}$/).transform(Number),
  token: base64url32,
});
export type LinkQuery = z.infer<typeof linkQuerySchema>;

const DAY_S = 24 * 60 * 60;

const mac = (key: string, action: SubscriptionLinkAction, link: Omit<SubscriptionLinkParams, "token">): Buffer =>
  // The parts cannot run into each other: an id has no ".", the numbers are digits.
  createHmac("sha256", Buffer.from(key, "base64url")).update(`${link.id}.${link.delivery}.${action}.${link.expires}`).digest();

/** A link for delivery number `delivery` of subscription `id`, working LINK_TOKEN_DAYS from `now`. */
export function signLink(key: string, action: SubscriptionLinkAction, link: { id: string; delivery: number }, now: Date): SubscriptionLinkParams {
  const expires = Math.floor(now.getTime() / 1000) + LINK_TOKEN_DAYS * DAY_S;
  const token = mac(key, action, { ...link, expires }).toString("base64url");
  return { ...link, expires, token };
}

/**
 * forged: not made with this key for this subscription, delivery and action; expired: ours, but
 * its time is up. The expiry is signed, so one that verifies is one this shop wrote (never more
 * than LINK_TOKEN_DAYS after the clock that signed it: a test's job run with its clock moved ahead
 * signs links that work from now until then).
 */
export type LinkCheck = "ok" | "forged" | "expired";

export function checkLink(key: string, action: SubscriptionLinkAction, link: LinkQuery, now: Date): LinkCheck {
  // Compared as text: decoding would let a token's last character vary (its 2 spare bits).
  const expected = Buffer.from(mac(key, action, link).toString("base64url"));
  const given = Buffer.from(link.token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
  return link.expires <= now.getTime() / 1000 ? "expired" : "ok";
}
