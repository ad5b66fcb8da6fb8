import "server-only";
// The sender: takes due messages from the outbox (lib/mail/outbox.ts), sends each over SMTP
// (nodemailer, SMTP_URL: any provider) and records the outcome on the message. It runs after the
// request that wrote mail (sendAfterResponse) and from the sweep POST /api/jobs/outbox, so
// several senders may run at once: each message is claimed before it is sent, by a write guarded
// by "unchanged since read" (a compare-and-set on the document), and only the sender whose claim
// committed sends it. A claim is a lease: a sender that dies mid-send leaves the message to be
// taken again once the lease is over.
import { FieldValue, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { after } from "next/server";
import nodemailer, { type Transporter } from "nodemailer";
import { firestore } from "@/lib/firebase/admin";
import { updateIfUnchanged } from "@/lib/firebase/optimistic";
import { mailConfig } from "./config";
import { afterFailure, isPermanentSmtpError, MAIL_DELIVERY } from "./retry";
import { MAIL_COLLECTION, mailDocSchema, type MailDoc } from "./schema";
import { log } from "@/lib/log";
import { traced } from "@/lib/trace";

export type SendReport = { sent: number; retried: number; failed: number; lost: number };
type Outcome = keyof SendReport;

export type SendOptions = {
  /** At most this many messages in one run. */
  limit?: number;
  now?: () => Date;
  /** Overrides SMTP_URL (tests: a server that does not answer). */
  smtpUrl?: string;
  /**
   * Which due messages first. The sweep takes the oldest (none waits for ever); a request's own
   * run takes the newest, so what it just queued goes out now even behind a backlog of older
   * messages (queued by scripts, or while the SMTP server was down), which the sweep drains.
   */
  first?: "oldest" | "newest";
};

/** Messages sent at once by one run (connections to the SMTP server). */
const CONCURRENCY = 4;
// Well inside the lease (MAIL_DELIVERY.leaseMs): a live sender is done before its claim expires.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let warnedUnconfigured = false;

/**
 * Send up to `limit` due messages: pending ones whose next attempt has come, and claims whose
 * lease is over. Safe to run any number of times at once: each message goes out once.
 */
export async function sendPending({ limit = 50, now = () => new Date(), smtpUrl, first = "oldest" }: SendOptions = {}): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0, lost: 0 };
  const config = mailConfig();
  const url = smtpUrl ?? config.smtpUrl;
  if (!url || !config.from) {
    if (!warnedUnconfigured) log.warn("mail: SMTP_URL / MAIL_FROM not set; messages wait in the outbox");
    warnedUnconfigured = true;
    return report;
  }
  // Indexes: mail (state, nextAttemptAt) both ways in firestore.indexes.json.
  const due = await firestore()
    .collection(MAIL_COLLECTION)
    .where("state", "in", ["pending", "sending"])
    .where("nextAttemptAt", "<=", now().toISOString())
    .orderBy("nextAttemptAt", first === "oldest" ? "asc" : "desc")
    .limit(limit)
    .get();
  if (due.empty) return report;
  // maxRequeues 0: the pool would resend a message whose connection closed, perhaps after the
  // server took it; the outbox retries it instead, as a counted attempt.
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: CONCURRENCY, maxRequeues: 0, ...SMTP_TIMEOUTS });
  try {
    const queue = [...due.docs];
    const worker = async () => {
      for (let snap = queue.shift(); snap; snap = queue.shift()) report[await deliver(snap, transport, config.from!, now)]++;
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  } finally {
    transport.close();
  }
  return report;
}

/** Claim one message read by this run, send it, record what happened. */
async function deliver(snap: QueryDocumentSnapshot, transport: Transporter, from: string, now: () => Date): Promise<Outcome> {
  const parsed = mailDocSchema.safeParse(snap.data());
  if (!parsed.success) {
    // Written by hand or by an older version: never sent, and kept out of the next runs.
    log.error(`${MAIL_COLLECTION}/${snap.id} does not match the schema: ${parsed.error.message}`);
    return (await updateIfUnchanged(snap.ref, snap.updateTime, { state: "failed", nextAttemptAt: null, error: "malformed message", updatedAt: now().toISOString() })) ? "failed" : "lost";
  }
  const mail = parsed.data;
  const mailLog = log.with({ mailId: snap.id, kind: mail.kind, orderId: mail.orderId });
  const attempts = mail.attempts + 1;
  const claimedAt = now();
  // Claims that never came back (a sender died each time) count as attempts too.
  if (mail.attempts >= MAIL_DELIVERY.maxAttempts) {
    const gaveUp = { state: "failed", nextAttemptAt: null, error: `gave up after ${mail.attempts} attempts`, updatedAt: claimedAt.toISOString() };
    return (await updateIfUnchanged(snap.ref, snap.updateTime, gaveUp)) ? "failed" : "lost";
  }
  const lease = new Date(claimedAt.getTime() + MAIL_DELIVERY.leaseMs).toISOString();
  const claim = await updateIfUnchanged(snap.ref, snap.updateTime, { state: "sending", attempts, nextAttemptAt: lease, updatedAt: claimedAt.toISOString() });
  if (!claim) return "lost";

  let info: { messageId?: string; response?: string };
  try {
    info = await traced("mail send", { "flone.mail.kind": mail.kind, ...(mail.orderId ? { "flone.order_id": mail.orderId } : {}) }, () => transport.sendMail(envelope(mail, from)));
  } catch (error) {
    const next = afterFailure(attempts, isPermanentSmtpError(error), now());
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    mailLog.warn(`mail: attempt ${attempts} failed${next.state === "failed" ? ": giving up" : ""}`, { error: message });
    await updateIfUnchanged(snap.ref, claim, { ...next, error: message, updatedAt: now().toISOString() });
    return next.state === "failed" ? "failed" : "retried";
  }
  const sentAt = now().toISOString();
  const recorded = await updateIfUnchanged(snap.ref, claim, {
    state: "sent",
    sentAt,
    nextAttemptAt: null,
    provider: { messageId: String(info.messageId ?? mail.messageId).slice(0, 500), response: String(info.response ?? "").slice(0, 1000) },
    error: FieldValue.delete(),
    updatedAt: sentAt,
  });
  if (recorded) mailLog.info("mail: sent");
  else mailLog.error("mail: sent, but its lease had ended and another sender took it");
  return "sent";
}

/**
 * What goes over the wire. The subject is one line already (schema); the recipient is an address
 * only, no display name. A newsletter letter carries its one-click unsubscribe (RFC 8058).
 */
function envelope(mail: MailDoc, from: string) {
  const headers = mail.listUnsubscribe ? { "List-Unsubscribe": `<${mail.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : undefined;
  return { messageId: mail.messageId, from, to: mail.to, subject: mail.message.subject, text: mail.message.text, html: mail.message.html, ...(headers ? { headers } : {}) };
}


/**
 * Send what this request just queued once its response is out (Next's after()): a shopper does
 * not wait for the SMTP server. Outside a request (a script, a test) there is no after(); the
 * sweep (POST /api/jobs/outbox) sends it then.
 */
export function sendAfterResponse(now: () => Date = () => new Date()): void {
  try {
    after(() =>
      sendPending({ limit: 20, first: "newest", now }).catch((error: unknown) => log.error("mail: sending after the response failed", { error })),
    );
  } catch {
    // not in a request
  }
}
