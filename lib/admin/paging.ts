import "server-only";
// Cursor pages of a management screen's Firestore query: the cursor is the id of the last
// document of the previous page, the page reads at most pageSize + 2 documents (the cursor, and
// one more than shown, to know whether a next page exists).
import type { CollectionReference, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";

export type DocPage = { docs: QueryDocumentSnapshot[]; next: string | null };

/** One page of `query` (ordered, unlimited) after the document `cursor` of `collection`. */
export async function readPage(collection: CollectionReference, query: Query, pageSize: number, cursor?: string): Promise<DocPage> {
  let q = query.limit(pageSize + 1);
  if (cursor) {
    const snap = await collection.doc(cursor).get();
    // A cursor that no longer exists starts over at the first page.
    if (snap.exists) q = q.startAfter(snap);
  }
  const snap = await q.get();
  const docs = snap.docs.slice(0, pageSize);
  return { docs, next: snap.size > pageSize ? docs.at(-1)!.id : null };
}
