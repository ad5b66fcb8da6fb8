import "server-only";
// The admin audit log: who did what to which record, when, with the values before and after.
// An entry is written by the same commit as the change it describes (a batch or a transaction
// handed in by the caller), so there is never a change without its entry, nor an entry for a
// change that did not happen. Entries are read per record, newest first, in bounded pages.
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { log } from "@/lib/log";

export const AUDIT_COLLECTION = "audit";

export const AUDIT_TARGET_KINDS = ["order", "product", "user", "promotion", "subscription", "synonym"] as const;
export type AuditTarget = { kind: (typeof AUDIT_TARGET_KINDS)[number]; id: string };

/** The values of a record a change touched (only the fields it changed, as plain JSON). */
export type AuditValues = Record<string, unknown>;

/** Who did it: the signed-in admin. */
export type Staff = { uid: string; email: string };
export const staffOf = (session: { uid: string; email?: string | null }): Staff => ({ uid: session.uid, email: session.email ?? "" });

export type AuditInput = {
  actor: Staff;
  /** What was done, as a stable code ("order.status", "product.update"...). */
  action: string;
  target: AuditTarget;
  before: AuditValues | null;
  after: AuditValues | null;
  /** ISO time of the change (the time the change itself records). */
  at: string;
};

const auditDocSchema = z.object({
  actor: z.object({ uid: z.string().max(128), email: z.string().max(254) }),
  action: z.string().min(1).max(80),
  target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string().min(1).max(200) }),
  /** "kind:id": one equality filter finds a record's entries (index: targetKey, at desc). */
  targetKey: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string().datetime(),
});
export type AuditEntry = Omit<z.infer<typeof auditDocSchema>, "targetKey"> & { id: string };

const targetKey = (target: AuditTarget) => `${target.kind}:${target.id}`;

/**
 * Add an audit entry to `writer`'s commit (a WriteBatch or a Transaction). Returns its id.
 * Values go through JSON so only plain data is stored (no undefined, no class instances).
 */
export function recordAudit(writer: WriteBatch | Transaction, entry: AuditInput): string {
  const ref = firestore().collection(AUDIT_COLLECTION).doc();
  const doc = auditDocSchema.parse({
    ...entry,
    targetKey: targetKey(entry.target),
    before: entry.before === null ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === null ? null : JSON.parse(JSON.stringify(entry.after)),
  });
  // Both writers have create(ref, data); a fresh random id never exists.
  (writer as WriteBatch).create(ref, doc);
  return ref.id;
}

/** The newest `limit` entries about one record, newest first. */
export async function listAuditFor(target: AuditTarget, limit = 50): Promise<AuditEntry[]> {
  const snap = await firestore()
    .collection(AUDIT_COLLECTION)
    .where("targetKey", "==", targetKey(target))
    .orderBy("at", "desc")
    .limit(Math.max(1, Math.min(limit, 200)))
    .get();
  const entries: AuditEntry[] = [];
  for (const d of snap.docs) {
    const parsed = auditDocSchema.safeParse(d.data());
    if (!parsed.success) {
      log.error(`${AUDIT_COLLECTION}/${d.id} does not match the schema: ${parsed.error.message}`);
      continue;
    }
    const { actor, action, target, before, after, at } = parsed.data;
    entries.push({ id: d.id, actor, action, target, before, after, at });
  }
  return entries;
}
