// The account screen's lib functions (what the server actions in lib/actions/account.ts run) against
// the real emulators: the address book's limit, default and ownership rules, also under concurrency;
// the profile with its Auth email; the password checked by Auth; deleting an account.
import { createSession, verifySession } from "@/lib/auth/session";
import { createRegistry } from "@/lib/registry/db";
import type { AddressInput } from "@/lib/schemas";
import { AccountError } from "@/lib/users/account-error";
import { changePassword, deleteAccount, signInWithPassword, updateAccountProfile } from "@/lib/users/account";
import { addAddress, deleteAddress, listAddresses, MAX_ADDRESSES, setDefaultAddress, updateAddress } from "@/lib/users/addresses";
import { createProfileIfMissing } from "@/lib/users/profile";
import { adminClient, uniq } from "./clients";
import { afterSecondOf, jwtPayload, newUser, type TestUser } from "./sessions";

jest.setTimeout(60_000);

const admin = adminClient();
const users: TestUser[] = [];
afterAll(() => Promise.all([...users.map((u) => u.client.close()), admin.close()]));

async function user(): Promise<TestUser> {
  const u = await newUser();
  users.push(u);
  await createProfileIfMissing(u.uid, { firstName: "Sam", lastName: "Parent", email: u.email });
  return u;
}
async function cookieOf(u: TestUser): Promise<string> {
  const s = await createSession(await u.user.getIdToken(true));
  if (!s.ok) throw new Error(`createSession: ${s.error}`);
  return s.cookie;
}
const refusal = (code: AccountError["code"]) => expect.objectContaining({ name: "AccountError", code });

const address = (over: Partial<AddressInput> = {}): AddressInput => ({
  firstName: "Sam",
  lastName: "Parent",
  company: "",
  country: "FR",
  street: "1 rue de la Paix",
  city: "Paris",
  region: "",
  postcode: "75002",
  phone: "+33 1 23 45 67 89",
  ...over,
});
const defaults = async (uid: string) => (await listAddresses(uid)).filter((a) => a.isDefault).map((a) => a.id);
const bookSize = async (uid: string) => (await admin.db.collection(`users/${uid}/addresses`).get()).size;

describe("address book", () => {
  it("adds, edits and deletes; the first address is the default, and deleting it passes the default on", async () => {
    const uid = uniq("book");
    const home = await addAddress(uid, address({ city: "Paris" }), new Date("2026-01-01T00:00:00Z"));
    const work = await addAddress(uid, address({ city: "Lyon", company: "Acme" }), new Date("2026-01-02T00:00:00Z"));
    const third = await addAddress(uid, address({ city: "Nice" }), new Date("2026-01-03T00:00:00Z"));
    expect(home.isDefault).toBe(true);
    expect(work.isDefault).toBe(false);
    expect((await listAddresses(uid)).map((a) => a.city)).toEqual(["Paris", "Lyon", "Nice"]);

    const edited = await updateAddress(uid, work.id, address({ city: "Lille", street: " 2 Grand Place ", region: "Nord" }), new Date("2026-02-01T00:00:00Z"));
    expect(edited).toMatchObject({ id: work.id, city: "Lille", street: "2 Grand Place", region: "Nord", company: "", isDefault: false });
    expect((await admin.db.doc(`users/${uid}/addresses/${work.id}`).get()).data()).toMatchObject({
      city: "Lille",
      createdAt: "2026-01-02T00:00:00.000Z",
      updatedAt: "2026-02-01T00:00:00.000Z",
    });

    await deleteAddress(uid, home.id);
    expect(await defaults(uid)).toEqual([work.id]); // the oldest remaining one
    await deleteAddress(uid, third.id);
    expect((await listAddresses(uid)).map((a) => a.id)).toEqual([work.id]);
  });

  it("adding with makeDefault moves the default; setDefaultAddress switches it", async () => {
    const uid = uniq("book");
    const a = await addAddress(uid, address());
    const b = await addAddress(uid, address({ city: "Lyon" }), undefined);
    const c = await addAddress(uid, { ...address({ city: "Nice" }), makeDefault: true });
    expect(await defaults(uid)).toEqual([c.id]);
    await setDefaultAddress(uid, b.id);
    expect(await defaults(uid)).toEqual([b.id]);
    expect((await listAddresses(uid))[0]!.id).toBe(b.id); // the default is listed first
    await setDefaultAddress(uid, a.id);
    expect(await defaults(uid)).toEqual([a.id]);
  });

  it(`holds at most ${MAX_ADDRESSES} addresses, also when several are added at once`, async () => {
    const uid = uniq("full");
    for (let i = 0; i < MAX_ADDRESSES - 2; i++) await addAddress(uid, address({ street: `${i} Main Street` }));
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => addAddress(uid, address({ street: `${i} Race Street` }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason).toEqual(refusal("address-limit"));
    expect(await bookSize(uid)).toBe(MAX_ADDRESSES);
    await expect(addAddress(uid, address())).rejects.toEqual(refusal("address-limit"));
    expect(await bookSize(uid)).toBe(MAX_ADDRESSES);
  });

  it("10 concurrent 'make default' calls leave exactly one default (one of them)", async () => {
    const uid = uniq("race");
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await addAddress(uid, address({ street: `${i} Race Street` }))).id);
    await Promise.all(ids.map((id) => setDefaultAddress(uid, id)));
    const after = await defaults(uid);
    expect(after).toHaveLength(1);
    expect(ids).toContain(after[0]);
    expect(await bookSize(uid)).toBe(10);
  });

  it("another user's address id is not found: it cannot be edited, deleted or made default", async () => {
    const owner = uniq("owner");
    const intruder = uniq("intruder");
    const theirs = await addAddress(owner, address({ city: "Paris" }));
    await addAddress(intruder, address({ city: "Rome", country: "IT" }));
    await expect(updateAddress(intruder, theirs.id, address({ city: "Hacked" }))).rejects.toEqual(refusal("not-found"));
    await expect(deleteAddress(intruder, theirs.id)).rejects.toEqual(refusal("not-found"));
    await expect(setDefaultAddress(intruder, theirs.id)).rejects.toEqual(refusal("not-found"));
    expect(await listAddresses(owner)).toEqual([theirs]);
    expect((await listAddresses(intruder)).map((a) => a.city)).toEqual(["Rome"]);
    // A missing id never creates a document.
    expect(await bookSize(intruder)).toBe(1);
  });

  it("refuses ids that are paths and input that does not parse, writing nothing", async () => {
    const uid = uniq("bad");
    await expect(updateAddress(uid, "../../users/x", address())).rejects.toThrow();
    await expect(deleteAddress(uid, "a/b")).rejects.toThrow();
    await expect(addAddress(uid, address({ country: "XX" as AddressInput["country"] }))).rejects.toThrow();
    await expect(addAddress(uid, address({ phone: "call me" }))).rejects.toThrow();
    expect(await bookSize(uid)).toBe(0);
  });
});

describe("profile and email", () => {
  it("saves names without a password; the session stays as it is", async () => {
    const u = await user();
    const cookie = await cookieOf(u);
    await afterSecondOf(jwtPayload(cookie).auth_time);
    const saved = await updateAccountProfile(u.uid, { firstName: " Ada ", lastName: "Lovelace", email: u.email.toUpperCase() });
    expect(saved).toEqual({ firstName: "Ada", lastName: "Lovelace", email: u.email, sessionCookie: null });
    expect((await admin.db.doc(`users/${u.uid}`).get()).data()).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: u.email, userInfo: { isAdmin: false } });
    expect(await verifySession(cookie)).toMatchObject({ uid: u.uid });
  });

  it("a new email needs the right current password; then Auth and the profile change and this browser gets a new session", async () => {
    const u = await user();
    const cookie = await cookieOf(u);
    const email = `${uniq("new")}@example.test`;
    await expect(updateAccountProfile(u.uid, { firstName: "Ada", lastName: "L", email })).rejects.toEqual(refusal("password-required"));
    await expect(updateAccountProfile(u.uid, { firstName: "Ada", lastName: "L", email, currentPassword: "wrong-one" })).rejects.toEqual(refusal("wrong-password"));
    expect((await admin.auth.getUser(u.uid)).email).toBe(u.email);
    expect((await admin.db.doc(`users/${u.uid}`).get()).get("firstName")).toBe("Sam");

    await afterSecondOf(jwtPayload(cookie).auth_time);
    const saved = await updateAccountProfile(u.uid, { firstName: "Ada", lastName: "L", email: ` ${email.toUpperCase()}`, currentPassword: "secret-123" });
    expect(saved).toMatchObject({ firstName: "Ada", lastName: "L", email });
    expect((await admin.auth.getUser(u.uid)).email).toBe(email);
    expect((await admin.db.doc(`users/${u.uid}`).get()).data()).toMatchObject({ firstName: "Ada", email });
    expect(await signInWithPassword(email, "secret-123")).toMatchObject({ uid: u.uid });
    // Auth ended the sessions made with the old email; the new cookie is this browser's.
    expect(await verifySession(cookie)).toBeNull();
    expect(await verifySession(saved.sessionCookie)).toEqual({ uid: u.uid, email, admin: false });
  });

  it("an email used by another account: a clear refusal, and nothing changed", async () => {
    const u = await user();
    const other = await user();
    const cookie = await cookieOf(u);
    await afterSecondOf(jwtPayload(cookie).auth_time);
    await expect(updateAccountProfile(u.uid, { firstName: "New", lastName: "Name", email: other.email, currentPassword: "secret-123" })).rejects.toEqual(
      refusal("email-in-use"),
    );
    expect((await admin.auth.getUser(u.uid)).email).toBe(u.email);
    expect((await admin.db.doc(`users/${u.uid}`).get()).data()).toMatchObject({ firstName: "Sam", lastName: "Parent", email: u.email });
    expect((await admin.auth.getUser(other.uid)).email).toBe(other.email);
    expect(await verifySession(cookie)).toMatchObject({ uid: u.uid });
  });
});

describe("password", () => {
  it("a wrong current password is refused and changes nothing", async () => {
    const u = await user();
    await expect(changePassword(u.uid, "not-my-password", "brand-new-456")).rejects.toEqual(refusal("wrong-password"));
    expect(await signInWithPassword(u.email, "secret-123")).toMatchObject({ uid: u.uid });
    expect(await signInWithPassword(u.email, "brand-new-456")).toBeNull();
  });

  it("the right one: the new password signs in, other sessions end, this browser gets a new session", async () => {
    const u = await user();
    const before = await cookieOf(u);
    await afterSecondOf(jwtPayload(before).auth_time);
    const { sessionCookie } = await changePassword(u.uid, "secret-123", "brand-new-456");
    expect(await signInWithPassword(u.email, "secret-123")).toBeNull();
    expect(await signInWithPassword(u.email, "brand-new-456")).toMatchObject({ uid: u.uid });
    expect(await verifySession(before)).toBeNull();
    expect(await verifySession(sessionCookie)).toEqual({ uid: u.uid, email: u.email, admin: false });
  });
});

describe("deleting the account", () => {
  it("needs DELETE or the account's email; anything else deletes nothing", async () => {
    const u = await user();
    await addAddress(u.uid, address());
    for (const typed of ["delete me", "someone@else.test", ""]) {
      await expect(deleteAccount(u.uid, typed)).rejects.toEqual(refusal("confirmation-mismatch"));
    }
    expect((await admin.db.doc(`users/${u.uid}`).get()).exists).toBe(true);
    expect(await bookSize(u.uid)).toBe(1);
    await expect(admin.auth.getUser(u.uid)).resolves.toMatchObject({ uid: u.uid });
  });

  it("removes the profile, addresses, saved state, baby registries and Auth account; keeps the orders, anonymized", async () => {
    const u = await user();
    const cookie = await cookieOf(u);
    const bystander = uniq("bystander");
    await addAddress(u.uid, address());
    await addAddress(u.uid, address({ city: "Lyon" }));
    await admin.db.doc(`users/${u.uid}/state/shop`).set({ cart: [{ id: "bib" }] });
    const registry = await createRegistry(u.uid, {
      title: "Our baby",
      dueDate: "2027-03-01",
      visibility: "link",
      shipping: address(),
    });
    const orders = [uniq("order"), uniq("order")];
    const customer = { firstName: "Sam", lastName: "Parent", email: u.email };
    await Promise.all([
      ...orders.map((id) => admin.db.doc(`orders/${id}`).set({ uid: u.uid, customer, total: 1200, items: [{ id: "bib", quantity: 1 }] })),
      admin.db.doc(`orders/${bystander}`).set({ uid: uniq("other"), customer: { firstName: "Kim", lastName: "Other", email: "kim@example.test" }, total: 500 }),
    ]);

    expect(await deleteAccount(u.uid, ` ${u.email.toUpperCase()} `)).toEqual({ ordersAnonymized: 2, registriesDeleted: [registry.slug] });
    expect((await admin.db.doc(`registries/${registry.slug}`).get()).exists).toBe(false);
    expect((await admin.db.doc(`registries/${registry.slug}/private/shipping`).get()).exists).toBe(false);

    expect((await admin.db.doc(`users/${u.uid}`).get()).exists).toBe(false);
    expect(await bookSize(u.uid)).toBe(0);
    expect((await admin.db.doc(`users/${u.uid}/state/shop`).get()).exists).toBe(false);
    await expect(admin.auth.getUser(u.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect(await verifySession(cookie)).toBeNull();
    for (const id of orders) {
      expect((await admin.db.doc(`orders/${id}`).get()).data()).toEqual({
        uid: u.uid,
        customer: null,
        anonymized: true,
        total: 1200,
        items: [{ id: "bib", quantity: 1 }],
      });
    }
    expect((await admin.db.doc(`orders/${bystander}`).get()).data()).toMatchObject({ customer: { firstName: "Kim" } });
    expect((await admin.db.doc(`orders/${bystander}`).get()).get("anonymized")).toBeUndefined();
  });

  it("DELETE works too, and a repeat (a retry after a failure half-way) succeeds", async () => {
    const u = await user();
    await deleteAccount(u.uid, "delete");
    await expect(deleteAccount(u.uid, "DELETE")).resolves.toEqual({ ordersAnonymized: 0, registriesDeleted: [] });
  });
});
