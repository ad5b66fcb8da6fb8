// users/{uid} as the server writes it: the profile, plus fields for the admin's customer screen
// (lib/users/search-terms.ts): derived from the names and email, and `disabled` mirroring the Auth
// account for filtering. Optional: an older profile gets them from backfillProfileSearch. Kept out
// of userProfileSchema, which the browser's bundles carry, and out of "server-only" modules, since
// the seed (run by tsx and by Playwright specs that read its demo data) builds profiles with it too.
import { z } from "zod";
import { userProfileSchema } from "@/lib/users/schema";
import { searchFields } from "./search-terms";

export const USERS_COLLECTION = "users";
/** users/{uid}/state/{doc}: what the server keeps per account (cart and wishlist, registries, unpaid orders). */
export const STATE_COLLECTION = "state";

export const storedProfileSchema = userProfileSchema.extend({
  searchTerms: z.array(z.string().min(1).max(64)).max(1000).optional(),
  nameKey: z.string().max(200).optional(),
  disabled: z.boolean().optional(),
  /**
   * Set when the account's deletion begins (lib/users/account.ts): from then on the profile holds no
   * name or email, and the account places no order (lib/orders/db.ts checks it in its commit).
   */
  closingAt: z.string().datetime().optional(),
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;

/** A new account's document: names and email with their search fields, enabled, admin only if said. */
export function newStoredProfile(fields: { firstName: string; lastName: string; email: string }, createdAt: string, isAdmin = false): StoredProfile {
  return storedProfileSchema.parse({ ...fields, ...searchFields(fields), createdAt, userInfo: { isAdmin }, disabled: false });
}

/** Is the stored profile `data` (as read, possibly missing) that of an account being deleted? */
export const isClosing = (data: Record<string, unknown> | undefined): boolean => typeof data?.closingAt === "string";
