import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { z } from "zod";
import { log } from "@/lib/log";

/** A stored document parsed with its schema; null when it is missing or does not match (logged: data to repair, not a crash). */
export function parseSnapshot<S extends z.ZodType>(snap: DocumentSnapshot, schema: S): z.output<S> | null {
  return snap.exists ? parseStored(snap.ref.path, snap.data(), schema) : null;
}

/** The data of the document at `path` parsed with its schema; null when it does not match (logged, as above). */
export function parseStored<S extends z.ZodType>(path: string, data: unknown, schema: S): z.output<S> | null {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    log.error(`${path} does not match the schema: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}
