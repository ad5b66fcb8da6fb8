import "server-only";
// Staff's synonym writes: each in one commit with its audit entry. The caller then refreshes the
// search's cached synonyms (lib/search/read.ts: revalidateSynonyms), on every instance.
import { recordAudit, type Staff } from "@/lib/admin/audit";
import { firestore } from "@/lib/firebase/admin";
import { SYNONYMS_COLLECTION, storedSynonymGroupSchema } from "@/lib/search/db";
import type { SynonymGroup } from "@/lib/search/synonyms";

const target = (id: string) => ({ kind: "synonym" as const, id });

/** A new group; its id. */
export async function addSynonymGroup(staff: Staff, group: SynonymGroup, at = new Date()): Promise<string> {
  const db = firestore();
  const ref = db.collection(SYNONYMS_COLLECTION).doc();
  const batch = db.batch();
  batch.create(ref, storedSynonymGroupSchema.parse({ ...group, by: staff, updatedAt: at.toISOString() }));
  recordAudit(batch, { actor: staff, action: "synonym.create", target: target(ref.id), before: null, after: group, at: at.toISOString() });
  await batch.commit();
  return ref.id;
}

/** Remove a group; false when there is no such group (nothing written). */
export async function removeSynonymGroup(staff: Staff, id: string, at = new Date()): Promise<boolean> {
  const db = firestore();
  const ref = db.collection(SYNONYMS_COLLECTION).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const { locale, kind, terms, targets } = storedSynonymGroupSchema.parse(snap.data());
    tx.delete(ref);
    recordAudit(tx, { actor: staff, action: "synonym.delete", target: target(id), before: { locale, kind, terms, targets }, after: null, at: at.toISOString() });
    return true;
  });
}
