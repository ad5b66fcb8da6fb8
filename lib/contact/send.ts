import "server-only";
// The contact form: validate, rate-limit, store in contactMessages. Two limits, checked and
// recorded in one Firestore transaction with the message itself, so parallel sends cannot slip
// past them:
// - per sender (this client and this email): one message a minute: a double click, an impatient
//   resend or a reload that re-posts is refused politely;
// - per client (IP): at most 20 messages an hour, whatever the email.
// A client is the SHA-256 of its IP address with a salt: raw IPs are never stored. The address is
// the one our trusted proxies recorded (lib/http/client-address.ts), never what the client wrote.
import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { emailField, fieldErrorKeys } from "@/lib/forms";
import { requestClientAddress, type HeaderSource } from "@/lib/http/client-address";
import { LOCALES } from "@/lib/i18n/routing";
import { decideRate, storedTimes, type RateRule } from "./rate-limit";
import { runTransaction } from "@/lib/firebase/optimistic";

export const CONTACT_COLLECTION = "contactMessages";
export const RATE_LIMIT_COLLECTION = "contactRateLimits";
export const SENDER_RULE: RateRule = { max: 1, windowMs: 60_000 };
export const CLIENT_RULE: RateRule = { max: 20, windowMs: 3_600_000 };

export const CONTACT_FIELDS = ["name", "email", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const contactInputSchema = z.object({
  name: z.string().trim().min(1, { error: "nameRequired" }).max(100, { error: "nameTooLong" }),
  email: emailField("emailInvalid"),
  message: z.string().trim().min(10, { error: "messageTooShort" }).max(5000, { error: "messageTooLong" }),
  locale: z.enum(LOCALES).catch("en"),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export type ContactResult =
  | { ok: true; id: string }
  | { ok: false; reason: "invalid"; fieldErrors: Partial<Record<ContactField, string>> }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A client's stable, non-reversible id from its IP address. */
export function clientIdOf(ip: string, salt = process.env.CONTACT_HASH_SALT ?? "flone-contact"): string {
  return sha256(`${salt}|${ip}`);
}

/** The hashed client of a request (the action passes `await headers()`). */
export function contactClientOf(headers: HeaderSource): string {
  return clientIdOf(requestClientAddress(headers));
}

export async function submitContactMessage(
  raw: Record<string, unknown>,
  clientId: string,
  { db = firestore(), now = new Date() }: { db?: Firestore; now?: Date } = {},
): Promise<ContactResult> {
  const parsed = contactInputSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, reason: "invalid", fieldErrors: fieldErrorKeys(parsed.error, CONTACT_FIELDS) };
  }
  const input = parsed.data;
  const t = now.getTime();
  const limits = db.collection(RATE_LIMIT_COLLECTION);
  const senderRef = limits.doc(sha256(`sender|${clientId}|${input.email}`));
  const clientRef = limits.doc(sha256(`client|${clientId}`));
  const messageRef = db.collection(CONTACT_COLLECTION).doc();

  return runTransaction(db, async (tx) => {
    const [sender, client] = await tx.getAll(senderRef, clientRef);
    const bySender = decideRate(storedTimes(sender?.get("times")), t, SENDER_RULE);
    const byClient = decideRate(storedTimes(client?.get("times")), t, CLIENT_RULE);
    if (!bySender.allowed || !byClient.allowed) {
      const wait = Math.max(bySender.retryAfterMs, byClient.retryAfterMs);
      return { ok: false as const, reason: "rateLimited" as const, retryAfterSeconds: Math.ceil(wait / 1000) };
    }
    const expiresAt = new Date(t + Math.max(SENDER_RULE.windowMs, CLIENT_RULE.windowMs)).toISOString();
    tx.set(senderRef, { times: bySender.times, expiresAt });
    tx.set(clientRef, { times: byClient.times, expiresAt });
    tx.create(messageRef, {
      name: input.name,
      email: input.email,
      message: input.message,
      locale: input.locale,
      clientId,
      status: "new",
      createdAt: now.toISOString(),
    });
    return { ok: true as const, id: messageRef.id };
  });
}
