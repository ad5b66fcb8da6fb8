// scripts/seed/users.ts: the demo admin is an admin everywhere the shop looks (profile, claim,
// session), the demo shopper nowhere. Idempotent, so running it here leaves the accounts as seeded.
import { signInWithEmailAndPassword } from "firebase/auth";
import { createSession, verifySession } from "@/lib/auth/session";
import { userProfileSchema } from "@/lib/users/schema";
import { DEMO_USERS, seedUsers } from "@/scripts/seed/users";
import { adminClient, webClient } from "./clients";

// The integration project's testTimeout (jest.config.mjs) is not applied: jest reads it from the
// global config only. A cold emulator on a busy machine can take more than the default 5 s.
jest.setTimeout(30_000);

const admin = adminClient();
const web = webClient();
afterAll(() => Promise.all([web.close(), admin.close()]));

const demo = (uid: string) => DEMO_USERS.find((u) => u.uid === uid)!;

beforeAll(async () => {
  await seedUsers(admin.auth, admin.db);
});

it("the demo admin: userInfo.isAdmin true, the admin claim, and an admin session", async () => {
  const u = demo("demo-admin");
  expect(u.email).toBe("admin@flone.test");
  const profile = userProfileSchema.parse((await admin.db.doc("users/demo-admin").get()).data());
  expect(profile).toMatchObject({ firstName: u.firstName, lastName: u.lastName, email: u.email, userInfo: { isAdmin: true } });
  expect((await admin.auth.getUser("demo-admin")).customClaims).toEqual({ admin: true });

  const { user } = await signInWithEmailAndPassword(web.auth, u.email, "admin-demo-123");
  const s = await createSession(await user.getIdToken());
  if (!s.ok) throw new Error(s.error);
  expect(await verifySession(s.cookie)).toEqual({ uid: "demo-admin", email: u.email, admin: true });
});

it("the demo shopper: userInfo.isAdmin false, no claims, a shopper's session", async () => {
  const u = demo("demo-shopper");
  expect(u.email).toBe("shopper@flone.test");
  const profile = userProfileSchema.parse((await admin.db.doc("users/demo-shopper").get()).data());
  expect(profile).toMatchObject({ firstName: u.firstName, lastName: u.lastName, email: u.email, userInfo: { isAdmin: false } });
  expect((await admin.auth.getUser("demo-shopper")).customClaims ?? {}).toEqual({});

  const { user } = await signInWithEmailAndPassword(web.auth, u.email, "shopper-demo-123");
  const s = await createSession(await user.getIdToken());
  if (!s.ok) throw new Error(s.error);
  expect(await verifySession(s.cookie)).toEqual({ uid: "demo-shopper", email: u.email, admin: false });
});

it("seeding again changes nothing (createdAt kept)", async () => {
  const before = (await admin.db.doc("users/demo-admin").get()).data();
  await seedUsers(admin.auth, admin.db, new Date("2030-01-01T00:00:00.000Z"));
  expect((await admin.db.doc("users/demo-admin").get()).data()).toEqual(before);
  expect((await admin.auth.getUser("demo-admin")).customClaims).toEqual({ admin: true });
});
