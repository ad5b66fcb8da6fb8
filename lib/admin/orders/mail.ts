import "server-only";
// The emails of one order, for staff: what was written to the outbox about it and where each
// delivery stands (lib/mail/sender.ts), and a resend: the same message again, as a new outbox
// document (its own Message-ID), written with its audit entry in one commit.
import { firestore } from "@/lib/firebase/admin";
import { enqueueMail, randomMailKey } from "@/lib/mail/outbox";
import { MAIL_COLLECTION, mailDocSchema, type MailDoc } from "@/lib/mail/schema";
import { recordAudit, type Staff } from "../audit";

export type OrderMail = Pick<MailDoc, "kind" | "to" | "state" | "attempts" | "error" | "sentAt" | "resendOf" | "createdAt"> & { id: string };

/** The states a message may be sent again from: it went out, or the outbox gave up on it. */
export const RESENDABLE_STATES: readonly MailDoc["state"][] = ["sent", "failed"];

/** Every message about `orderId`, oldest first. */
export async function listOrderMail(orderId: string): Promise<OrderMail[]> {
  const found = await firestore().collection(MAIL_COLLECTION).where("orderId", "==", orderId).get();
  const mails: OrderMail[] = [];
  for (const doc of found.docs) {
    const parsed = mailDocSchema.safeParse(doc.data());
    if (!parsed.success) continue; // the sender marks it failed; nothing to show or resend
    const { kind, to, state, attempts, error, sentAt, resendOf, createdAt } = parsed.data;
    mails.push({ id: doc.id, kind, to, state, attempts, createdAt, ...(error ? { error } : {}), ...(sentAt ? { sentAt } : {}), ...(resendOf ? { resendOf } : {}) });
  }
  return mails.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export type ResendOutcome = { ok: true; id: string } | { ok: false; reason: "not-found" | "not-done" };

/**
 * Send message `mailId` of order `orderId` again as `staff`: a new pending message with the same
 * recipient and content. Only a message that is done (sent, or given up): one still waiting or
 * being sent goes out anyway.
 */
export async function resendOrderMail(staff: Staff, orderId: string, mailId: string, now: () => Date = () => new Date()): Promise<ResendOutcome> {
  const db = firestore();
  const snap = await db.collection(MAIL_COLLECTION).doc(mailId).get();
  const parsed = mailDocSchema.safeParse(snap.data());
  if (!snap.exists || !parsed.success || parsed.data.orderId !== orderId) return { ok: false, reason: "not-found" };
  const mail = parsed.data;
  if (!RESENDABLE_STATES.includes(mail.state)) return { ok: false, reason: "not-done" };
  const at = now().toISOString();
  const batch = db.batch();
  const id = enqueueMail(
    batch,
    { kind: mail.kind, to: mail.to, locale: mail.locale, orderId, key: randomMailKey("resend"), resendOf: mailId, message: mail.message },
    at,
  );
  // Not the address: the audit log outlives a deleted account, the outbox does not.
  recordAudit(batch, { actor: staff, action: "mail.resend", target: { kind: "order", id: orderId }, before: null, after: { kind: mail.kind, mail: id }, at });
  await batch.commit();
  return { ok: true, id };
}
