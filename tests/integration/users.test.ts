// lib/users against the emulators: profiles are made once, roles live in the profile and are
// mirrored to the `admin` claim, and changing a role ends the user's sessions.
import { createSession, verifySession } from "@/lib/auth/session";
import { createProfileIfMissing, readProfile } from "@/lib/users/profile";
import { isAdmin, setAdmin } from "@/lib/users/roles";
import { searchFields } from "@/lib/users/search-terms";
import { adminClient, uniq } from "./clients";
import { afterSecondOf, jwtPayload, newUser, signInAgain, type TestUser } from "./sessions";
import { newStoredProfile } from "@/lib/users/stored-profile";

// The integration project's testTimeout (jest.config.mjs) is not applied: jest reads it from the
// global config only. A cold emulator on a busy machine can take more than the default 5 s.
jest.setTimeout(30_000);

const admin = adminClient();
const users: TestUser[] = [];
afterAll(() => Promise.all([...users.map((u) => u.client.close()), admin.close()]));

async function user(): Promise<TestUser> {
  const u = await newUser();
  users.push(u);
  return u;
}
async function cookieOf(idToken: string): Promise<string> {
  const s = await createSession(idToken);
  if (!s.ok) throw new Error(`createSession: ${s.error}`);
  return s.cookie;
}

describe("createProfileIfMissing", () => {
  it("writes names, e-mail, createdAt, userInfo.isAdmin = false and the search fields", async () => {
    const uid = uniq("u");
    const now = new Date("2026-02-03T04:05:06.000Z");
    const result = await createProfileIfMissing(uid, { firstName: "  Ada ", lastName: "Lovelace", email: "ada@example.test" }, now);
    expect(result.created).toBe(true);
    expect((await admin.db.doc(`users/${uid}`).get()).data()).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.test",
      createdAt: now.toISOString(),
      userInfo: { isAdmin: false },
      // The admin's customer search fields, derived from the names and email.
      ...searchFields({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.test" }),
      disabled: false,
    });
  });

  it("run 10 times at once makes one profile, and every call sees that one", async () => {
    const uid = uniq("race");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createProfileIfMissing(uid, { firstName: `Caller${i}`, lastName: "X", email: null })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const winner = results.find((r) => r.created)!.profile;
    for (const r of results) expect(r.profile).toEqual(winner);
    expect((await admin.db.doc(`users/${uid}`).get()).data()).toEqual({ ...winner, ...searchFields(winner), disabled: false });
  });

  it("never changes an existing profile (a later sign-in with other names, or an admin's)", async () => {
    const uid = uniq("u");
    await admin.db.doc(`users/${uid}`).set(newStoredProfile({ firstName: "Root", lastName: "", email: "" }, "2026-01-01T00:00:00.000Z", true));
    const again = await createProfileIfMissing(uid, { firstName: "Other", lastName: "Name" });
    expect(again).toMatchObject({ created: false, profile: { firstName: "Root", userInfo: { isAdmin: true } } });
    expect((await admin.db.doc(`users/${uid}`).get()).get("firstName")).toBe("Root");
  });

  it("refuses a uid that would be a path", async () => {
    await expect(createProfileIfMissing("a/b", {})).rejects.toThrow();
  });
});

describe("readProfile and isAdmin", () => {
  it("no profile: null, and no admin", async () => {
    const uid = uniq("none");
    expect(await readProfile(uid)).toBeNull();
    expect(await isAdmin(uid)).toBe(false);
  });

  it("only exactly `isAdmin: true` is an admin; a profile that does not parse reads as null", async () => {
    const uid = uniq("odd");
    const logged = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    // Malformed on purpose (a hand edit in the console): the one kind of hand-made stored document tests write.
    await admin.db.doc(`users/${uid}`).set({ createdAt: "2026-01-01T00:00:00.000Z", userInfo: { isAdmin: "true" } });
    expect(await isAdmin(uid)).toBe(false);
    expect(await readProfile(uid)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`users/${uid}: profile does not match`));
    logged.mockRestore();
    await admin.db.doc(`users/${uid}`).set(newStoredProfile({ firstName: "", lastName: "", email: "" }, "2026-01-01T00:00:00.000Z", true));
    expect(await isAdmin(uid)).toBe(true);
    expect(await readProfile(uid)).toMatchObject({ firstName: "", userInfo: { isAdmin: true } });
  });
});

describe("setAdmin", () => {
  it("sets the profile, mirrors the claim (keeping other claims), and ends the user's sessions", async () => {
    const u = await user();
    await createProfileIfMissing(u.uid, { firstName: "Sam", email: u.email });
    await admin.auth.setCustomUserClaims(u.uid, { tier: "gold" });
    const before = await cookieOf(await u.user.getIdToken(true));
    expect(await verifySession(before)).toEqual({ uid: u.uid, email: u.email, admin: false });

    await afterSecondOf(jwtPayload(before).auth_time);
    await setAdmin(u.uid, true);
    expect(await isAdmin(u.uid)).toBe(true);
    expect((await admin.auth.getUser(u.uid)).customClaims).toEqual({ tier: "gold", admin: true });
    expect(await verifySession(before)).toBeNull(); // the old session is over

    const promoted = await signInAgain(u);
    const idToken = await promoted.getIdToken();
    expect(jwtPayload(idToken)).toMatchObject({ admin: true, tier: "gold" });
    const after = await cookieOf(idToken);
    expect(await verifySession(after)).toEqual({ uid: u.uid, email: u.email, admin: true });

    await afterSecondOf(jwtPayload(after).auth_time);
    await setAdmin(u.uid, false);
    expect(await isAdmin(u.uid)).toBe(false);
    expect((await admin.auth.getUser(u.uid)).customClaims).toEqual({ tier: "gold" });
    expect(await verifySession(after)).toBeNull();
  });

  it("clears the claims entirely when `admin` was the only one", async () => {
    const u = await user();
    await createProfileIfMissing(u.uid, {});
    await setAdmin(u.uid, true);
    expect((await admin.auth.getUser(u.uid)).customClaims).toEqual({ admin: true });
    await setAdmin(u.uid, false);
    expect((await admin.auth.getUser(u.uid)).customClaims ?? {}).toEqual({});
  });

  it("fails, changing nothing, for an account without a profile or without an account", async () => {
    const u = await user();
    await expect(setAdmin(u.uid, true)).rejects.toMatchObject({ code: 5 }); // NOT_FOUND
    expect((await admin.auth.getUser(u.uid)).customClaims ?? {}).toEqual({});
    expect((await admin.db.doc(`users/${u.uid}`).get()).exists).toBe(false);

    const ghost = uniq("ghost");
    await admin.db.doc(`users/${ghost}`).set(newStoredProfile({ firstName: "", lastName: "", email: "" }, "2026-01-01T00:00:00.000Z"));
    await expect(setAdmin(ghost, true)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect(await isAdmin(ghost)).toBe(false);
  });
});
