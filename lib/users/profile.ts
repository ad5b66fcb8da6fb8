import "server-only";
// users/{uid}: the shop's profile of an account. Written by the server only (firestore.rules let a
// user edit their names, never userInfo); created once, at the first session.
import { firestore } from "@/lib/firebase/admin";
import { profileNamesSchema, uidSchema, userProfileSchema, type UserProfile } from "@/lib/schemas";

export const USERS_COLLECTION = "users";

const profileRef = (uid: string) => firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid));

/** The profile, or null when there is none or it does not parse (never trusted half-read). */
export async function readProfile(uid: string): Promise<UserProfile | null> {
  const snap = await profileRef(uid).get();
  if (!snap.exists) return null;
  const parsed = userProfileSchema.safeParse(snap.data());
  if (!parsed.success) {
    console.error(`users/${uid}: profile does not match the schema: ${parsed.error.message}`);
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
  const profile: UserProfile = userProfileSchema.parse({
    ...names,
    email: email.success ? email.data : "",
    createdAt: now.toISOString(),
    userInfo: { isAdmin: false },
  });
  try {
    await profileRef(uid).create(profile);
    return { created: true, profile };
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  const existing = await readProfile(uid);
  if (!existing) throw new Error(`users/${uid} exists but cannot be read as a profile`);
  return { created: false, profile: existing };
}
