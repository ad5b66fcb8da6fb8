import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { z } from "zod";

/** A stored document parsed with its schema; null when it is missing or does not match (logged: data to repair, not a crash). */
export function parseSnapshot<S extends z.ZodType>(snap: DocumentSnapshot, schema: S): z.output<S> | null {
  if (!snap.exists) return null;
  const parsed = schema.safeParse(snap.data());
  if (!parsed.success) {
    console.error(`${snap.ref.path} does not match the schema: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}
