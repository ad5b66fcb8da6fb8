// Shared-secret endpoints (POST /api/revalidate, POST /api/jobs/*): `Authorization: Bearer
// <secret>`, compared in constant time so the answer's timing does not reveal how much of a
// guess was right.
import { timingSafeEqual } from "node:crypto";

export function bearerMatches(header: string | null, secret: string): boolean {
  // The scheme is required: a bare secret in the header is refused like a wrong one.
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The answer to a wrong or missing secret. */
export const unauthorized = (): Response => Response.json({ error: "unauthorized" }, { status: 401, headers: { "www-authenticate": "Bearer" } });
