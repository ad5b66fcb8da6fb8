// The admin customers screen's lib and actions against the real Firestore and Auth emulators:
// granting and revoking admin (profile, claim, sessions ended, audit entry in the same commit),
// nobody removing their own rights nor leaving the shop without an admin, also when admins revoke
// each other at once; disabling and enabling an account (its session cookie stops verifying at
// once); the search, filters, sorts and cursor pages over the profiles' derived fields; and the
// actions' guard and input parse. Other test files share the stack: every account is made here.
import { doc, updateDoc } from "firebase/firestore";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-customers";
import { AUDIT_COLLECTION } from "@/lib/admin/audit";
import { changeCustomer, customerAudit, customerSpend, getCustomerForAdmin, searchCustomers, type CustomerChange } from "@/lib/admin/customers/db";
import { parseCustomerQuery, type CustomerQuery } from "@/lib/admin/customers/query";
import { createSession, verifySession } from "@/lib/auth/session";
import { signInWithPassword, updateAccountProfile } from "@/lib/users/account";
import { backfillProfileSearch, createProfileIfMissing } from "@/lib/users/profile";
import { isAdmin } from "@/lib/users/roles";
import { adminClient, uniq } from "./clients";
import { afterSecondOf, jwtPayload, newUser, signInAgain, type TestUser } from "./sessions";
import { userProfileSchema } from "@/lib/users/schema";
import { newStoredProfile } from "@/lib/users/stored-profile";

jest.setTimeout(120_000);

const admin = adminClient();
const users: TestUser[] = [];
afterAll(() => Promise.all([...users.map((u) => u.client.close()), admin.close()]));

/** A new account with a profile (an admin when asked), signed in on its own web client. */
async function account(names: { firstName?: string; lastName?: string } = {}, role: { admin?: boolean } = {}): Promise<TestUser> {
  const u = await newUser();
  users.push(u);
  await createProfileIfMissing(u.uid, { firstName: names.firstName ?? "Sam", lastName: names.lastName ?? "Parent", email: u.email });
  if (role.admin) {
    await admin.db.doc(`users/${u.uid}`).update({ "userInfo.isAdmin": true });
    await admin.auth.setCustomUserClaims(u.uid, { admin: true });
  }
  return u;
}
const staff = (u: TestUser) => ({ uid: u.uid, email: u.email });
async function cookieOf(u: TestUser): Promise<string> {
  const s = await createSession(await u.user.getIdToken(true));
  if (!s.ok) throw new Error(`createSession: ${s.error}`);
  return s.cookie;
}
const grant: CustomerChange = { kind: "admin", value: true };
const revoke: CustomerChange = { kind: "admin", value: false };
const disable: CustomerChange = { kind: "disabled", value: true };
const enable: CustomerChange = { kind: "disabled", value: false };
const refusal = (code: string) => expect.objectContaining({ name: "CustomerError", code });
const auditCount = async (uid: string) => (await admin.db.collection(AUDIT_COLLECTION).where("targetKey", "==", `user:${uid}`).get()).size;
const profile = async (uid: string) => (await admin.db.doc(`users/${uid}`).get()).data()!;

describe("granting and revoking admin", () => {
  it("grant: the profile, the claim, an audit entry in the same commit; the customer's sessions end", async () => {
    const [boss, target] = [await account({}, { admin: true }), await account({ firstName: "Gia", lastName: "Grant" })];
    const before = await cookieOf(target);
    expect(await verifySession(before)).toEqual({ uid: target.uid, email: target.email, admin: false });
    await afterSecondOf(jwtPayload(before).auth_time); // revocation covers sessions of earlier seconds

    const at = new Date("2026-03-04T05:06:07.000Z");
    const outcome = await changeCustomer(staff(boss), target.uid, grant, () => at);
    expect(outcome).toMatchObject({ uid: target.uid, changed: true, state: { isAdmin: true, disabled: false } });
    expect(await isAdmin(target.uid)).toBe(true);
    expect((await admin.auth.getUser(target.uid)).customClaims).toEqual({ admin: true });
    expect(await verifySession(before)).toBeNull();

    expect(await customerAudit(target.uid)).toEqual([
      { id: outcome.auditId, actor: staff(boss), action: "user.admin", target: { kind: "user", id: target.uid }, before: { isAdmin: false }, after: { isAdmin: true }, at: at.toISOString() },
    ]);
    const [userSnap, auditSnap] = await Promise.all([admin.db.doc(`users/${target.uid}`).get(), admin.db.doc(`${AUDIT_COLLECTION}/${outcome.auditId}`).get()]);
    expect(auditSnap.updateTime!.isEqual(userSnap.updateTime!)).toBe(true);

    // Signed in again, the customer is an admin, with the claim on the token.
    const promoted = await signInAgain(target);
    const token = await promoted.getIdToken();
    expect(jwtPayload(token)).toMatchObject({ admin: true });
    const adminCookie = (await createSession(token)) as { cookie: string };
    expect(await verifySession(adminCookie.cookie)).toEqual({ uid: target.uid, email: target.email, admin: true });
  });

  it("revoke: the profile and claim go back, and the admin sessions end at once", async () => {
    const [boss, target] = [await account({}, { admin: true }), await account({}, { admin: true })];
    const session = await cookieOf(target);
    expect(await verifySession(session)).toMatchObject({ admin: true });
    await afterSecondOf(jwtPayload(session).auth_time);

    const outcome = await changeCustomer(staff(boss), target.uid, revoke);
    expect(outcome.changed).toBe(true);
    expect(await isAdmin(target.uid)).toBe(false);
    expect((await admin.auth.getUser(target.uid)).customClaims ?? {}).toEqual({});
    expect(await verifySession(session)).toBeNull();
    expect((await customerAudit(target.uid))[0]).toMatchObject({ action: "user.admin", before: { isAdmin: true }, after: { isAdmin: false } });
  });

  it("asking for the role an account has changes nothing and records nothing (the claim is mirrored again)", async () => {
    const [boss, target] = [await account({}, { admin: true }), await account()];
    const session = await cookieOf(target);
    await expect(changeCustomer(staff(boss), target.uid, revoke)).resolves.toMatchObject({ changed: false, auditId: null });
    expect(await auditCount(target.uid)).toBe(0);
    expect(await verifySession(session)).not.toBeNull(); // no change: the sessions go on
  });

  it("nobody withdraws their own rights or disables their own account; nothing is written", async () => {
    const boss = await account({}, { admin: true });
    const session = await cookieOf(boss);
    const before = await profile(boss.uid);
    await expect(changeCustomer(staff(boss), boss.uid, revoke)).rejects.toEqual(refusal("self"));
    await expect(changeCustomer(staff(boss), boss.uid, disable)).rejects.toEqual(refusal("self"));
    expect(await profile(boss.uid)).toEqual(before);
    expect((await admin.auth.getUser(boss.uid)).disabled).toBe(false);
    expect(await auditCount(boss.uid)).toBe(0);
    expect(await verifySession(session)).toMatchObject({ uid: boss.uid, admin: true });
    // Their own grant or enable asks for what is already so.
    await expect(changeCustomer(staff(boss), boss.uid, grant)).resolves.toMatchObject({ changed: false });
  });

  it("an actor who is no admin (any more), or disabled, changes nothing", async () => {
    const [former, target] = [await account(), await account()];
    await expect(changeCustomer(staff(former), target.uid, grant)).rejects.toEqual(refusal("actor-not-admin"));
    const disabledAdmin = await account({}, { admin: true });
    await admin.db.doc(`users/${disabledAdmin.uid}`).update({ disabled: true });
    await expect(changeCustomer(staff(disabledAdmin), target.uid, disable)).rejects.toEqual(refusal("actor-not-admin"));
    expect(await isAdmin(target.uid)).toBe(false);
    expect((await admin.auth.getUser(target.uid)).disabled).toBe(false);
    expect(await auditCount(target.uid)).toBe(0);
  });

  it("a customer without a profile or without an account is not found", async () => {
    const boss = await account({}, { admin: true });
    const noProfile = await newUser();
    users.push(noProfile);
    await expect(changeCustomer(staff(boss), noProfile.uid, grant)).rejects.toEqual(refusal("not-found"));
    const ghost = uniq("ghost");
    await admin.db.doc(`users/${ghost}`).set(newStoredProfile({ firstName: "", lastName: "", email: "" }, new Date().toISOString()));
    await expect(changeCustomer(staff(boss), ghost, grant)).rejects.toEqual(refusal("not-found"));
    expect(await isAdmin(ghost)).toBe(false);
    expect(await getCustomerForAdmin(noProfile.uid)).toBeNull();
    expect(await getCustomerForAdmin("a/b")).toBeNull();
  });
});

describe("never zero admins, under concurrency", () => {
  it("two admins revoking each other at once: exactly one wins, the other is refused, one admin remains", async () => {
    // Several pairs at once, each pair racing on its own two profiles.
    const pairs = await Promise.all(Array.from({ length: 4 }, async () => [await account({}, { admin: true }), await account({}, { admin: true })] as const));
    const outcomes = await Promise.all(
      pairs.map(([a, b]) => Promise.allSettled([changeCustomer(staff(a), b.uid, revoke), changeCustomer(staff(b), a.uid, revoke)])),
    );
    for (const [i, [a, b]] of pairs.entries()) {
      const results = outcomes[i]!;
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(rejected.reason).toEqual(refusal("actor-not-admin"));
      const admins = [await isAdmin(a.uid), await isAdmin(b.uid)];
      expect(admins.filter(Boolean)).toHaveLength(1);
      // The winner's revoke is the only audit entry of the pair.
      expect((await auditCount(a.uid)) + (await auditCount(b.uid))).toBe(1);
      // The claims follow the profiles.
      for (const u of [a, b]) expect(Boolean((await admin.auth.getUser(u.uid)).customClaims?.admin)).toBe(await isAdmin(u.uid));
    }
  });

  it("three admins revoking and disabling each other in a ring at once: at least one active admin remains", async () => {
    const ring = [await account({}, { admin: true }), await account({}, { admin: true }), await account({}, { admin: true })];
    const changes = [revoke, disable, revoke];
    const results = await Promise.allSettled(ring.map((u, i) => changeCustomer(staff(u), ring[(i + 1) % 3]!.uid, changes[i]!)));
    const won = results.filter((r) => r.status === "fulfilled").length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(2);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toEqual(refusal("actor-not-admin"));
    const active = await Promise.all(ring.map(async (u) => (await profile(u.uid)).userInfo.isAdmin === true && (await profile(u.uid)).disabled !== true));
    expect(active.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });

  it("through the actions: two admins' concurrent requests to revoke each other leave one admin", async () => {
    const [a, b] = [await account({}, { admin: true }), await account({}, { admin: true })];
    const run = (who: TestUser, uid: string) =>
      ACTION_REGISTRY.find((x) => x.name === "adminCustomers.setAdmin")!.run({ uid, admin: false }, { session: async () => ({ uid: who.uid, email: who.email, admin: true }), t: (key) => key });
    // Under jest next-intl's server translations do not load, so the loser's translated refusal
    // ends as "unavailable" (logged); the lib tests above check its code, the e2e spec its text.
    const quiet = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    const results = await Promise.all([run(a, b.uid), run(b, a.uid)]);
    quiet.mockRestore();
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, data: { uid: expect.any(String), changed: true, isAdmin: false, disabled: false } }]);
    expect(results.filter((r) => !r.ok)).toHaveLength(1);
    expect([await isAdmin(a.uid), await isAdmin(b.uid)].filter(Boolean)).toHaveLength(1);
  });
});

describe("disabling and enabling an account", () => {
  it("a disabled account's session cookie stops verifying at once and it cannot sign in; enabled, it signs in again", async () => {
    const [boss, target] = [await account({}, { admin: true }), await account()];
    const session = await cookieOf(target);
    expect(await verifySession(session)).toMatchObject({ uid: target.uid });
    await afterSecondOf(jwtPayload(session).auth_time);

    const off = await changeCustomer(staff(boss), target.uid, disable);
    expect(off).toMatchObject({ changed: true, state: { disabled: true } });
    expect(await verifySession(session)).toBeNull();
    expect((await admin.auth.getUser(target.uid)).disabled).toBe(true);
    expect((await profile(target.uid)).disabled).toBe(true);
    expect(await signInWithPassword(target.email, "secret-123")).toBeNull();
    expect((await getCustomerForAdmin(target.uid))!.disabled).toBe(true);

    const on = await changeCustomer(staff(boss), target.uid, enable);
    expect(on).toMatchObject({ changed: true, state: { disabled: false } });
    expect((await admin.auth.getUser(target.uid)).disabled).toBe(false);
    expect(await verifySession(session)).toBeNull(); // the old session stays over
    const fresh = await signInWithPassword(target.email, "secret-123");
    expect(fresh?.uid).toBe(target.uid);
    const again = await createSession(fresh!.idToken);
    expect(again.ok && (await verifySession(again.cookie))).toMatchObject({ uid: target.uid });

    expect((await customerAudit(target.uid)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["user.disabled", { disabled: true }, { disabled: false }],
      ["user.disabled", { disabled: false }, { disabled: true }],
    ]);
  });

  it("a disabled admin is no admin: their requests are refused", async () => {
    const [boss, other] = [await account({}, { admin: true }), await account({}, { admin: true })];
    const session = await cookieOf(other);
    await changeCustomer(staff(boss), other.uid, disable);
    expect(await verifySession(session)).toBeNull();
    await expect(changeCustomer(staff(other), boss.uid, revoke)).rejects.toEqual(refusal("actor-not-admin"));
    expect(await isAdmin(boss.uid)).toBe(true);
  });
});

describe("searching customers", () => {
  // Three customers of one made-up family name (so other files' profiles never match), and one
  // more whose first name starts like it.
  const family = `Qz${uniq("fam").slice(4)}`;
  const key = family.toLowerCase();
  let anna: TestUser, bella: TestUser, cora: TestUser;
  const q = (over: Partial<CustomerQuery>): CustomerQuery => ({ sort: "newest", ...over });
  const uids = (page: { customers: { uid: string }[] }) => page.customers.map((c) => c.uid);

  beforeAll(async () => {
    cora = await account({ firstName: "Cora", lastName: family });
    anna = await account({ firstName: "Anna", lastName: family });
    bella = await account({ firstName: "Bélla", lastName: family });
  });

  it("finds customers by the start of a name, the full name or the email, in any case and without accents", async () => {
    expect(new Set(uids(await searchCustomers(q({ q: key }))))).toEqual(new Set([anna.uid, bella.uid, cora.uid]));
    expect(uids(await searchCustomers(parseCustomerQuery(new URLSearchParams({ q: `BELLA ${family.slice(0, 4)}` }))))).toEqual([bella.uid]);
    expect(uids(await searchCustomers(parseCustomerQuery(new URLSearchParams({ q: `${family} co` }))))).toEqual([cora.uid]);
    expect(uids(await searchCustomers(parseCustomerQuery(new URLSearchParams({ q: anna.email.slice(0, 8).toUpperCase() }))))).toContain(anna.uid);
    expect(uids(await searchCustomers(q({ q: `${key}x` })))).toEqual([]);
  });

  it("sorts newest first or by name, and pages with a cursor", async () => {
    expect(uids(await searchCustomers(q({ q: key }), 10))).toEqual([bella.uid, anna.uid, cora.uid]);
    const first = await searchCustomers(q({ q: key, sort: "name" }), 2);
    expect(uids(first)).toEqual([anna.uid, bella.uid]);
    expect(first.next).toBe(bella.uid);
    const second = await searchCustomers(q({ q: key, sort: "name", cursor: first.next! }), 2);
    expect(uids(second)).toEqual([cora.uid]);
    expect(second.next).toBeNull();
  });

  it("filters admins and disabled accounts", async () => {
    const boss = await account({}, { admin: true });
    await changeCustomer(staff(boss), anna.uid, grant);
    await changeCustomer(staff(boss), cora.uid, disable);
    expect(uids(await searchCustomers(q({ q: key, role: "admin" })))).toEqual([anna.uid]);
    expect(uids(await searchCustomers(q({ q: key, status: "disabled" })))).toEqual([cora.uid]);
    expect(uids(await searchCustomers(q({ q: key, role: "admin", status: "disabled" })))).toEqual([]);
    const found = await searchCustomers(q({ q: key, sort: "name" }));
    expect(found.customers.map((c) => [c.firstName, c.isAdmin, c.disabled])).toEqual([
      ["Anna", true, false],
      ["Bélla", false, false],
      ["Cora", false, true],
    ]);
  });

  it("follows a renamed account, and the seed's backfill indexes profiles written without the fields", async () => {
    await updateAccountProfile(bella.uid, { firstName: "Beatrix", lastName: family, email: bella.email });
    expect(uids(await searchCustomers(q({ q: `beatrix ${key}` })))).toEqual([bella.uid]);
    expect(uids(await searchCustomers(q({ q: `bella ${key}` })))).toEqual([]);

    const old = uniq("old-profile");
    // An older profile, as userProfileSchema describes it: without the derived search fields.
    await admin.db.doc(`users/${old}`).set(userProfileSchema.parse({ firstName: "Dora", lastName: family, email: `${old}@example.test`, createdAt: new Date().toISOString(), userInfo: { isAdmin: false } }));
    expect(uids(await searchCustomers(q({ q: `dora ${key}` })))).toEqual([]);
    expect(await backfillProfileSearch()).toBeGreaterThanOrEqual(1);
    expect(uids(await searchCustomers(q({ q: `dora ${key}` })))).toEqual([old]);
    expect(await profile(old)).toMatchObject({ disabled: false, nameKey: `dora ${key}` });
  });

  it("the browser cannot write its profile's search fields nor its disabled mirror (firestore.rules)", async () => {
    const mine = doc(cora.client.db, "users", cora.uid);
    for (const change of [{ searchTerms: ["admin"] }, { nameKey: "aaa" }, { disabled: false }]) {
      await expect(updateDoc(mine, change)).rejects.toMatchObject({ code: "permission-denied" });
    }
    expect(await profile(cora.uid)).toMatchObject({ disabled: true, nameKey: `cora ${key}` });
  });

  it("a customer's page: lifetime spend from aggregations (none yet)", async () => {
    await expect(customerSpend(anna.uid)).resolves.toEqual({ spent: 0, sales: 0, orders: 0 });
    await expect(getCustomerForAdmin(anna.uid)).resolves.toMatchObject({ uid: anna.uid, firstName: "Anna", isAdmin: true, hasAccount: true });
  });
});

describe("the admin customer actions", () => {
  const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });

  it("are for admins only, and parse their input before doing anything", async () => {
    expect(ACTION_REGISTRY.filter((a) => a.name.startsWith("adminCustomers.")).map((a) => [a.name, a.access])).toEqual([
      ["adminCustomers.setAdmin", "admin"],
      ["adminCustomers.setDisabled", "admin"],
    ]);
    const [boss, target] = [await account({}, { admin: true }), await account()];
    const shopper = { uid: target.uid, email: target.email, admin: false };
    const bossSession = { uid: boss.uid, email: boss.email, admin: true };
    await expect(run("adminCustomers.setAdmin", { uid: target.uid, admin: true }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    await expect(run("adminCustomers.setDisabled", { uid: boss.uid, disabled: true }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
    for (const bad of [{ uid: target.uid }, { uid: "a/b", admin: true }, { uid: target.uid, admin: "yes" }, { uid: target.uid, admin: true, isAdmin: true }]) {
      await expect(run("adminCustomers.setAdmin", bad, bossSession)).resolves.toMatchObject({ ok: false, error: "invalid" });
    }
    expect(await isAdmin(target.uid)).toBe(false);
    expect(await auditCount(target.uid)).toBe(0);

    await expect(run("adminCustomers.setDisabled", { uid: target.uid, disabled: true }, bossSession)).resolves.toEqual({
      ok: true,
      data: { uid: target.uid, changed: true, isAdmin: false, disabled: true },
    });
    await expect(run("adminCustomers.setDisabled", { uid: target.uid, disabled: false }, bossSession)).resolves.toMatchObject({ ok: true, data: { disabled: false } });
  });
});
