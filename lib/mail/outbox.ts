import "server-only";
// Writing to the outbox: a message is added to the commit of the event it reports (a batch or a
// transaction handed in by the caller), so an order and its confirmation land together or not at
// all: no message about an order that does not exist, no order without its messages. Sending is
// lib/mail/sender.ts's job, after the commit.
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import { customAlphabet } from "nanoid";
import { firestore } from "@/lib/firebase/admin";
import type { Locale } from "@/lib/i18n/routing";
import { mailConfig } from "./config";
import { headerText } from "./header-text";
import { MAIL_COLLECTION, mailDocSchema, type MailDoc, type MailKind, type MailMessage } from "./schema";

export type MailInput = {
  kind: MailKind;
  /** One address (checked by the schema): a customer's, or the shop's own. */
  to: string;
  locale: Locale;
  /** The order the message is about: at most one message of each kind per order (unless `key`). */
  orderId?: string;
  /** See mailIdFor. */
  key?: string;
  /** The id of the message this one sends again (staff's resend). */
  resendOf?: string;
  /** A newsletter letter's one-click unsubscribe URL (mailDocSchema). */
  listUnsubscribe?: string;
  /** A recall notice's product. */
  recallOf?: string;
  message: MailMessage;
};

const randomPart = customAlphabet("0123456789abcdefghijklmnopqrstuvwxyz", 24);

/**
 * A message's document id, which is also its Message-ID (inside the angle brackets):
 * "FL-ABCD2345.order-confirmation@shop.example" for a message about an order, so that a second
 * message of that kind for that order cannot be written (create() refuses an existing id);
 * random otherwise. `key` tells apart messages of one kind (and order) that are meant to be
 * several: a resend ("resend-<random>"), one recall notice per product and customer. All are valid
 * Message-IDs and Firestore ids (no "/").
 */
export function mailIdFor(kind: MailKind, orderId: string | undefined, domain: string, key?: string): string {
  const unique = key ?? (orderId ? undefined : randomPart());
  return `${[orderId, kind, unique].filter(Boolean).join(".")}@${domain}`;
}

/** A key for mailIdFor that no other message has. */
export const randomMailKey = (prefix: string) => `${prefix}-${randomPart()}`;

/** Add `input` to `writer`'s commit as a pending message, due at `at` (ISO). Returns its id. */
export function enqueueMail(writer: WriteBatch | Transaction, input: MailInput, at: string): string {
  const id = mailIdFor(input.kind, input.orderId, mailConfig().domain, input.key);
  const doc: MailDoc = mailDocSchema.parse({
    to: input.to,
    message: { ...input.message, subject: headerText(input.message.subject, 250) },
    messageId: `<${id}>`,
    kind: input.kind,
    ...(input.orderId ? { orderId: input.orderId } : {}),
    ...(input.resendOf ? { resendOf: input.resendOf } : {}),
    ...(input.listUnsubscribe ? { listUnsubscribe: input.listUnsubscribe } : {}),
    ...(input.recallOf ? { recallOf: input.recallOf } : {}),
    locale: input.locale,
    state: "pending",
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  });
  // Both writers have create(ref, data).
  (writer as WriteBatch).create(firestore().collection(MAIL_COLLECTION).doc(id), doc);
  return id;
}

/**
 * Delete every message to these addresses (an account being deleted): a message holds the
 * person's name, address and order, sent or not. Each address lowercased as stored and as typed.
 */
export async function deleteMailTo(emails: readonly string[]): Promise<void> {
  const db = firestore();
  const addresses = [...new Set(emails.flatMap((e) => [e, e.toLowerCase()]))];
  for (const to of addresses) {
    const found = await db.collection(MAIL_COLLECTION).where("to", "==", to).select().get();
    for (const doc of found.docs) await doc.ref.delete();
  }
}

/** Delete every message about the orders of `uid` (the staff's "new order" names the customer too). */
export async function deleteMailOfOrdersOf(uid: string): Promise<void> {
  const db = firestore();
  const orders = await db.collection("orders").where("uid", "==", uid).select().get();
  for (const order of orders.docs) {
    const found = await db.collection(MAIL_COLLECTION).where("orderId", "==", order.id).select().get();
    for (const doc of found.docs) await doc.ref.delete();
  }
}
