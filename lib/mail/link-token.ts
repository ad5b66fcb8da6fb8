// An email's confirmation link (?id=&token=): the document `id` names stores a random token made
// on the server that only its emails carry, so following the link proves the reader got the email.
// The newsletter's sign-up and unsubscribe links and the back-in-stock request's confirmation
// use it; anything else is refused before any read.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** A document id made from a SHA-256 (an address, or a request's product, choice and address). */
export const hashIdSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** 32 random bytes, base64url. */
export const linkTokenSchema = z.string().regex(/^[\w-]{43}$/);

/** What an email's link carries. */
export const emailLinkSchema = z.object({ id: hashIdSchema, token: linkTokenSchema });
export type EmailLink = z.infer<typeof emailLinkSchema>;

export const newLinkToken = () => randomBytes(32).toString("base64url");

/** The stored token and the link's, compared in constant time. */
export const sameToken = (stored: string | undefined, given: string) =>
  stored !== undefined && stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));
