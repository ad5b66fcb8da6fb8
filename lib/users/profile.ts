import "server-only";
// users/{uid}: the shop's profile of an account. Written by the server only (firestore.rules let
// its owner read it, nobody write it); created once, at the first session.
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { profileNamesSchema, uidSchema, userProfileSchema, type UserProfile } from "@/lib/users/schema";
import { searchFields } from "./search-terms";
import { newStoredProfile, USERS_COLLECTION } from "./stored-profile";
import { log } from "@/lib/log";

const profileRef = (uid: string) => firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid));

/** The profile, or null when there is none or it does not parse (never trusted half-read). */
export async function readProfile(uid: string): Promise<UserProfile | null> {
  const snap = await profileRef(uid).get();
  if (!snap.exists) return null;
  const parsed = userProfileSchema.safeParse(snap.data());
  if (!parsed.success) {
    log.error(`users/${uid}: profile does not match the schema: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}

export type NewProfile = { firstName?: string; lastName?: string; email?: string | null };

// gRPC ALREADY_EXISTS: create() found a document.
const ALREADY_EXISTS = 6;

/**
 * Create users/{uid} unless it exists, never as an admin. create() fails when the document exists,
 * so of concurrent calls (two tabs registering) exactly one writes and the others read its result.
 */
export async function createProfileIfMissing(
  uid: string,
  input: NewProfile,
  now: Date = new Date(),
): Promise<{ created: boolean; profile: UserProfile }> {
  const names = profileNamesSchema.parse({ firstName: input.firstName, lastName: input.lastName });
  const email = userProfileSchema.shape.email.safeParse(input.email ?? "");
  const fields = { ...names, email: email.success ? email.data : "" };
  const stored = newStoredProfile(fields, now.toISOString());
  try {
    await profileRef(uid).create(stored);
    return { created: true, profile: userProfileSchema.parse(stored) };
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  const existing = await readProfile(uid);
  if (!existing) throw new Error(`users/${uid} exists but cannot be read as a profile`);
  return { created: false, profile: existing };
}

/**
 * Write the derived search fields (and `disabled: false` where unset) on every profile that lacks
 * them or whose names or email changed behind the server's back. A one-off migration run by the
 * seed, paging through the collection (BACKFILL_PAGE documents at a time); requests never do this.
 * Returns how many profiles it updated.
 */
export async function backfillProfileSearch(db = firestore()): Promise<number> {
  const BACKFILL_PAGE = 300;
  let updated = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let q = db.collection(USERS_COLLECTION).orderBy("__name__").limit(BACKFILL_PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    if (page.empty) return updated;
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const data = doc.data();
      const str = (v: unknown) => (typeof v === "string" ? v : "");
      const wanted = searchFields({ firstName: str(data.firstName), lastName: str(data.lastName), email: str(data.email) });
      const same = data.nameKey === wanted.nameKey && JSON.stringify(data.searchTerms) === JSON.stringify(wanted.searchTerms);
      if (same && typeof data.disabled === "boolean") continue;
      batch.update(doc.ref, { ...wanted, ...(typeof data.disabled === "boolean" ? {} : { disabled: false }) });
      writes++;
    }
    if (writes > 0) await batch.commit();
    updated += writes;
    last = page.docs.at(-1);
  }
}
