// Demo accounts for local development and the e2e suite. Only ever created against the Auth
// emulator: scripts/seed/run.ts refuses to create them in a real project, because these
// passwords are public.
import type { Auth, UserRecord } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { newStoredProfile } from "@/lib/users/stored-profile";

export interface DemoUser {
  /** Fixed uid, so tests and fixtures can refer to it. */
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /** Custom claims on the ID token (null clears them). The server's role check reads `admin`. */
  claims: Record<string, unknown> | null;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    uid: "demo-admin",
    email: "admin@flone.test",
    password: "admin-demo-123",
    firstName: "Ada",
    lastName: "Admin",
    isAdmin: true,
    claims: { admin: true },
  },
  {
    uid: "demo-shopper",
    email: "shopper@flone.test",
    password: "shopper-demo-123",
    firstName: "Sam",
    lastName: "Parent",
    isAdmin: false,
    claims: null,
  },
];

async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if ((e as { code?: string }).code === "auth/user-not-found") return null;
    throw e;
  }
}

/**
 * Create or update the demo accounts (Auth user, custom claims, users/{uid} profile).
 * Idempotent: run it any number of times and the accounts end up the same. An account that
 * holds a demo e-mail under another uid (e.g. registered by hand) is replaced, so the fixed
 * uids always hold. Returns the number of accounts written.
 */
export async function seedUsers(auth: Auth, db: Firestore, now: Date = new Date()): Promise<number> {
  for (const u of DEMO_USERS) {
    const props = {
      email: u.email,
      password: u.password,
      displayName: `${u.firstName} ${u.lastName}`,
      emailVerified: true,
      disabled: false,
    };
    const byEmail: UserRecord | null = await orNull(auth.getUserByEmail(u.email));
    if (byEmail && byEmail.uid !== u.uid) {
      await auth.deleteUser(byEmail.uid);
      await db.collection("users").doc(byEmail.uid).delete();
    }
    const existing = await orNull(auth.getUser(u.uid));
    if (existing) await auth.updateUser(u.uid, props);
    else await auth.createUser({ uid: u.uid, ...props });
    await auth.setCustomUserClaims(u.uid, u.claims);

    // Keep the first createdAt, so re-seeding leaves the document unchanged; merge keeps any
    // other fields the app stored on the profile (addresses, preferences...).
    const ref = db.collection("users").doc(u.uid);
    const prior = (await ref.get()).get("createdAt") as unknown;
    const createdAt = typeof prior === "string" && !Number.isNaN(Date.parse(prior)) ? prior : now.toISOString();
    const names = { firstName: u.firstName, lastName: u.lastName, email: u.email };
    const profile = newStoredProfile(names, createdAt, u.isAdmin);
    await ref.set(profile, { merge: true });
  }
  return DEMO_USERS.length;
}

/** Delete every Auth account (emulator reset). Returns how many were deleted. */
export async function deleteAllAuthUsers(auth: Auth): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await auth.listUsers(1000);
    if (page.users.length === 0) return deleted;
    const res = await auth.deleteUsers(page.users.map((x) => x.uid));
    deleted += res.successCount;
    if (res.failureCount > 0) {
      throw new Error(`Could not delete ${res.failureCount} Auth accounts: ${res.errors[0]?.error.message ?? "unknown error"}`);
    }
  }
}
