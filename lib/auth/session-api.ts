// The contract of /api/session (app/api/session/route.ts), shared with the sign-in form.
import { z } from "zod";
import { profileNamesSchema } from "@/lib/users/schema";

/** POST body. Strict: an extra field (isAdmin, userInfo...) is refused, so no request carries a role. */
export const sessionRequestSchema = z.strictObject({
  idToken: z.string().min(1).max(4096),
  ...profileNamesSchema.shape,
});
export type SessionRequest = z.input<typeof sessionRequestSchema>;

export type SessionApiError = "cross-site" | "bad-request" | "invalid-token" | "stale-sign-in";
/** POST answers { ok: true, isAdmin }, DELETE { ok: true }; refusals { error }. */
export type SessionApiResponse = { ok: true; isAdmin?: boolean } | { error: SessionApiError };

/** GET answers whether the request's cookie is a live session (checked with revocation), never cached. */
export type SessionStatus = { signedIn: boolean; isAdmin: boolean };
