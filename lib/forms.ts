// Small helpers for form validation: a normalised email field, and zod issues as one message key
// per field (the action translates the keys). Form fields are read by defineFormAction.
import { z } from "zod";

/** A normalised email: trimmed, lowercase, at most 254 characters. `error` is the message key. */
export const emailField = (error = "emailInvalid") =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error }).max(254, { error }));

/**
 * The first issue's message of each field: { email: "emailInvalid" }. Schemas give their issues
 * message keys (`{ error: "nameRequired" }`); any other message becomes `fallback`.
 */
export function fieldErrorKeys<K extends string>(
  error: z.ZodError,
  fields: readonly K[],
  fallback = "invalid",
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(fields as readonly string[]).includes(field)) continue;
    const key = field as K;
    if (out[key] !== undefined) continue;
    out[key] = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : fallback;
  }
  return out;
}
