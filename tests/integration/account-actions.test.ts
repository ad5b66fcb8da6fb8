// The account screen's lib functions (what the server actions in lib/actions/account.ts run) against
// the real emulators: the address book's limit, default and ownership rules, also under concurrency;
// the profile with its Auth email; the password checked by Auth; deleting an account, which keeps
// the shop's books and nothing of the person.
import { randomUUID } from "node:crypto";
import { GoogleAuthProvider, signInWithCredential } from "firebase/auth";
import { getOrderForAdmin, searchOrders } from "@/lib/admin/orders/db";
import { parseOrderQuery } from "@/lib/admin/orders/query";
import { RECENT_SIGN_IN_S } from "@/lib/auth/cookie";
import { createSession, verifySession } from "@/lib/auth/session";
import { postReview } from "@/lib/catalog/reviews";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { clientIdOf, submitContactMessage } from "@/lib/contact/send";
import { firestore } from "@/lib/firebase/admin";
import { newsletterEntryOf, subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { decideReturn } from "@/lib/admin/orders/returns";
import { anonymizeOrdersOf, eraseParentsAddresses } from "@/lib/orders/anonymize";
import { requestReturn } from "@/lib/orders/returns";
import { withoutWords } from "@/lib/orders/return-request";
import { PERSONAL_ORDER_FIELDS } from "@/lib/orders/order-doc";
import { changeOrderStatus, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import { anonymizedOrderDocSchema, isAnonymized, orderRecordSchema, type PlaceOrderInput } from "@/lib/orders/schema";
import { MAX_UNPAID_ORDERS } from "@/lib/orders/config";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { createRegistry, deleteRegistriesOf } from "@/lib/registry/db";
import { addRegistryItem } from "@/lib/registry/items";
import { registryPurchaseDocSchema } from "@/lib/registry/schema";
import { productDocSchema, reviewDocSchema, type Product } from "@/lib/catalog/schema";
import { type AddressInput } from "@/lib/users/schema";
import { AccountError } from "@/lib/users/account-error";
import { changePassword, closeProfile, deleteAccount, signInWithPassword, updateAccountProfile, type DeleteAccountInput } from "@/lib/users/account";
import { addAddress, deleteAddress, listAddresses, MAX_ADDRESSES, setDefaultAddress, updateAddress } from "@/lib/users/addresses";
import { createProfileIfMissing } from "@/lib/users/profile";
import { saveShoppingState } from "@/lib/users/shopping-state";
import { adminClient, uniq, webClient } from "./clients";
import { everyDocument } from "./whole-database";
import { afterSecondOf, jwtPayload, newUser, nowS, signInAgain, type TestUser } from "./sessions";

jest.setTimeout(60_000);

/** A parcel for moves to shipped (changeOrderStatus refuses shipped without one). */
const PARCEL = { carrier: "DHL", trackingNumber: "JD0146000062" };

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

// ---------------------------------------------------------------------------------------------
// Deleting the account. Every stored document here is made by the code that makes the real one:
// products through the catalogue's write, orders through placeOrder (moved by changeOrderStatus),
// registries and their items through the registry's actions, the review through postReview, the
// contact message and the newsletter sign-up through their forms' functions.

const PASSWORD = "secret-123";

async function saveProduct(): Promise<Product> {
  const p = testProduct(uniq("privacy"), {
    name: "Privacy Test Romper",
    stock: 0,
    variations: [{ color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 50 }] }],
  });
  await firestore().runTransaction(async (tx) => writeProductInTransaction(firestore(), tx, p));
  return p;
}

/** A person whose every detail is unique, so a search of the whole database finds only theirs. */
function identity() {
  const tag = uniq("zq").slice(3);
  const names = { firstName: "Zephyrine", lastName: `Quill${tag}` };
  const home = address({ ...names, street: `${tag} rue Secrète`, phone: "+33 6 55 44 33 21", city: "Paris" });
  const office = address({ ...names, street: `${tag} quai Caché`, phone: "+33 6 55 44 33 22", city: "Lyon" });
  const parents = address({ ...names, street: `${tag} allée du Berceau`, phone: "+33 6 55 44 33 23", city: "Nantes" });
  const note = `Ring twice and ask for ${names.firstName} ${names.lastName}`;
  return { tag, names, home, office, parents, note, tokens: [names.firstName, names.lastName, home.street, office.street, parents.street, "55 44 33"] };
}

/** Every document of the database, path and data, one a line. */
async function wholeDatabase(): Promise<string> {
  return (await everyDocument()).map((d) => `${d.path} ${JSON.stringify(d.fields)}`).join("\n");
}

const placed = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o.orderId;
};
type Buyer = { uid: string; email: string };
const line = (p: Product, over: Partial<PlaceOrderInput["lines"][number]> = {}) => ({ id: p.id, color: "blue", size: "S", quantity: 1, ...over });
const order = (buyer: Buyer, lines: PlaceOrderInput["lines"], over: Partial<PlaceOrderInput> = {}) =>
  placeOrder(buyer, { idempotencyKey: randomUUID(), lines, billing: { kind: "new", address: TEST_ADDRESS }, shipping: { kind: "same" }, shippingMethod: "standard", paymentMethod: "bank-transfer", ...over }).then(placed);
const storedOrder = async (id: string) => (await admin.db.doc(`orders/${id}`).get()).data()!;
/** What the shop keeps of an order: the record (not where it went), with who moved it by role only. */
const record = (data: unknown) => {
  const { history, returns, ...rest } = orderRecordSchema.omit({ shippingAddress: true }).parse(data);
  return {
    ...rest,
    history: history.map((h) => ({ status: h.status, at: h.at, role: h.by.role })),
    // A return's reason and staff's message are the person's words: they go, the rest stays.
    ...(returns ? { returns: returns.map(withoutWords) } : {}),
  };
};

/** A friend of the person: their own registry (wanting the product) and their own orders. */
async function friendWithRegistry(p: Product) {
  const uid = uniq("friend");
  const friend = { uid, email: `${uid}@example.test` };
  await createProfileIfMissing(uid, { firstName: "Frida", lastName: "Friend", email: friend.email });
  const registry = await createRegistry(uid, { title: "Frida’s baby", dueDate: "2027-05-01", visibility: "link", shipping: address({ firstName: "Frida", lastName: "Friend", city: "Lille" }) });
  const { item } = await addRegistryItem(uid, { slug: registry.slug, productId: p.id, color: "blue", size: "S", wanted: 5 });
  return { friend, slug: registry.slug, itemId: item.id };
}

describe("deleting the account", () => {
  it("needs DELETE or the account's email, and the password again: anything else changes nothing", async () => {
    const u = await user();
    const cookie = await cookieOf(u);
    await addAddress(u.uid, address());
    await subscribeToNewsletter({ email: u.email });
    const attempts: [DeleteAccountInput, AccountError["code"]][] = [
      [{ confirm: "delete me", currentPassword: PASSWORD }, "confirmation-mismatch"],
      [{ confirm: "someone@else.test", currentPassword: PASSWORD }, "confirmation-mismatch"],
      [{ confirm: "", currentPassword: PASSWORD }, "confirmation-mismatch"],
      [{ confirm: "DELETE" }, "password-required"],
      [{ confirm: u.email, currentPassword: "" }, "password-required"],
      [{ confirm: "DELETE", currentPassword: "not-my-password" }, "wrong-password"],
    ];
    for (const [input, code] of attempts) await expect(deleteAccount(u.uid, input)).rejects.toEqual(refusal(code));
    expect((await admin.db.doc(`users/${u.uid}`).get()).data()).toMatchObject({ firstName: "Sam", lastName: "Parent", email: u.email });
    expect((await admin.db.doc(`users/${u.uid}`).get()).get("closingAt")).toBeUndefined();
    expect(await bookSize(u.uid)).toBe(1);
    expect(await newsletterEntryOf(u.email)).toMatchObject({ email: u.email });
    await expect(admin.auth.getUser(u.uid)).resolves.toMatchObject({ uid: u.uid });
    expect(await verifySession(cookie)).toMatchObject({ uid: u.uid });
  });

  it("keeps every order for the books without one personal field of the person, and leaves nothing of them anywhere", async () => {
    const p = await saveProduct();
    const me = identity();
    const u = await newUser();
    users.push(u);
    await createProfileIfMissing(u.uid, { ...me.names, email: u.email });
    const cookie = await cookieOf(u);
    const buyer = { uid: u.uid, email: u.email };
    const saved = await addAddress(u.uid, me.home);
    await saveShoppingState(u.uid, { cart: [{ id: p.id, color: "blue", size: "S", quantity: 2 }], wishlist: [p.id] }, async (ids) => new Set(ids));
    const mine = await createRegistry(u.uid, { title: "Our little one", dueDate: "2027-03-01", visibility: "link", shipping: me.parents });
    const { item: myItem } = await addRegistryItem(u.uid, { slug: mine.slug, productId: p.id, color: "blue", size: "S", wanted: 3 });
    const { friend, slug: friendsSlug, itemId: friendsItem } = await friendWithRegistry(p);

    // The person's orders: delivered (moved by staff), pending, cancelled by them, and a gift to the friend.
    const paid = await order(buyer, [line(p, { quantity: 2 })], { billing: { kind: "new", address: me.home }, shipping: { kind: "new", address: me.office }, notes: me.note });
    const staff = { uid: uniq("staff"), role: "admin" } as const;
    for (const to of ["paid", "processing", "shipped", "delivered"] as const) await changeOrderStatus({ orderId: paid, to, actor: staff, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
    // A return asked with a reason, and staff's answer: free text that may name the person.
    const { request } = await requestReturn(u.uid, { orderId: paid, id: randomUUID(), lines: [{ index: 0, quantity: 1 }], reason: `Too small for ${me.names.lastName}` });
    await decideReturn({ uid: staff.uid, email: "staff@flone.test" }, { orderId: paid, returnId: request.id, decision: "refuse", message: `Sorry ${me.names.firstName}, it was worn.` });
    const pending = await order(buyer, [line(p)], { billing: { kind: "saved", id: saved.id }, paymentMethod: "cash-on-delivery" });
    const cancelled = await order(buyer, [line(p)], { billing: { kind: "new", address: me.office } });
    await changeOrderStatus({ orderId: cancelled, to: "cancelled", actor: { uid: u.uid, role: "customer" } });
    const gift = await order(buyer, [line(p, { registry: { slug: friendsSlug, itemId: friendsItem } })], {
      billing: { kind: "new", address: me.home },
      gift: { shipToParents: true, hideName: false },
    });
    // The friend's gift to the person's registry (shipped to the person's address) and an order of their own.
    const friendsGift = await order(friend, [line(p, { registry: { slug: mine.slug, itemId: myItem.id } })], { gift: { shipToParents: true, hideName: false } });
    const friendsOwn = await order(friend, [line(p)]);
    await postReview(u.uid, `${me.names.firstName} Q.`, p.id, { rating: 4, text: "Soft, and it washes well." });
    const contact = await submitContactMessage({ name: `${me.names.firstName} ${me.names.lastName}`, email: u.email.toUpperCase(), message: "Where is my parcel, please?" }, clientIdOf(uniq("ip")));
    expect(contact.ok).toBe(true);
    await subscribeToNewsletter({ email: ` ${u.email.toUpperCase()} `, locale: "fr" });

    const mineIds = [paid, pending, cancelled, gift];
    const before = new Map(await Promise.all(mineIds.map(async (id) => [id, await storedOrder(id)] as const)));
    const friendsBefore = await Promise.all([friendsGift, friendsOwn].map(storedOrder));
    const giftAddressBefore = (await admin.db.doc(`orders/${gift}/private/shipping`).get()).data();
    const productBefore = productDocSchema.parse((await admin.db.doc(`products/${p.id}`).get()).data());
    // The scene holds the person everywhere the test looks for them afterwards.
    const everything = await wholeDatabase();
    for (const token of [...me.tokens, u.uid, u.email]) expect(everything).toContain(token);
    expect((await admin.db.doc(`orders/${friendsGift}/private/shipping`).get()).get("address")).toEqual(me.parents);

    await afterSecondOf(jwtPayload(cookie).auth_time);
    expect(await deleteAccount(u.uid, { confirm: ` ${u.email.toUpperCase()} `, currentPassword: PASSWORD })).toEqual({
      ordersAnonymized: 4,
      registriesDeleted: [mine.slug],
      reviewedProducts: [p.id],
    });

    // Nothing of the person is left in any document, or any document's path.
    const after = await wholeDatabase();
    for (const token of [...me.tokens, u.uid, u.email]) expect(after).not.toContain(token);

    // Their orders: the record unchanged (lines, prices, totals, methods, status, dates), the person gone.
    for (const id of mineIds) {
      const data = await storedOrder(id);
      expect(anonymizedOrderDocSchema.safeParse(data).success).toBe(true);
      for (const field of PERSONAL_ORDER_FIELDS) expect(data).not.toHaveProperty(field);
      expect(record(data)).toEqual(record(before.get(id)));
    }
    expect((await Promise.all(mineIds.map(storedOrder))).map((d) => d.status)).toEqual(["delivered", "pending", "cancelled", "pending"]);
    // Staff still read them, as a former customer's; the gift still goes to the friend's address.
    const forStaff = (await getOrderForAdmin(gift))!;
    expect(isAnonymized(forStaff)).toBe(true);
    expect(forStaff.shippingAddress).toEqual(giftAddressBefore!.address);
    expect((await searchOrders(parseOrderQuery({ q: paid }))).orders.map((o) => o.id)).toEqual([paid]);

    // The friend's registry keeps the purchase, without the buyer; the friend's orders are theirs still,
    // but their gift to the person's registry no longer holds the person's address.
    const purchase = registryPurchaseDocSchema.parse((await admin.db.doc(`registries/${friendsSlug}/purchases/${gift}`).get()).data());
    expect(purchase).toMatchObject({ orderId: gift, buyerName: null, status: "placed", lines: [{ itemId: friendsItem, productId: p.id, quantity: 1 }] });
    expect(purchase).not.toHaveProperty("buyerUid");
    expect(await Promise.all([friendsGift, friendsOwn].map(storedOrder))).toEqual(friendsBefore);
    expect((await admin.db.doc(`orders/${friendsGift}/private/shipping`).get()).exists).toBe(false);
    expect((await getOrderForAdmin(friendsGift))!.shippingAddress).toBeUndefined();

    // The review stays, without its author (shown as "Former customer"); the rating does not move.
    const productAfter = productDocSchema.parse((await admin.db.doc(`products/${p.id}`).get()).data());
    expect([productAfter.rating, productAfter.reviewCount]).toEqual([productBefore.rating, productBefore.reviewCount]);
    const reviewsAfter = (await admin.db.collection(`products/${p.id}/reviews`).get()).docs.map((d) => reviewDocSchema.parse(d.data()));
    expect(reviewsAfter).toEqual([expect.objectContaining({ uid: null, author: null, rating: 4, text: "Soft, and it washes well." })]);

    // The account, its registry, contact message and newsletter sign-up are gone.
    expect((await admin.db.doc(`users/${u.uid}`).get()).exists).toBe(false);
    expect((await admin.db.doc(`registries/${mine.slug}`).get()).exists).toBe(false);
    expect((await admin.db.doc(`contactMessages/${contact.ok ? contact.id : ""}`).get()).exists).toBe(false);
    expect(await newsletterEntryOf(u.email)).toBeNull();
    await expect(admin.auth.getUser(u.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect(await verifySession(cookie)).toBeNull();
  });

  it("an account without a password (Google) needs a sign-in of the last 5 minutes", async () => {
    const client = webClient();
    try {
      const email = `${uniq("g")}@gmail.example`;
      const google = JSON.stringify({ sub: uniq("google"), email, email_verified: true, given_name: "Gita", family_name: "Ghosh" });
      const { user: g } = await signInWithCredential(client.auth, GoogleAuthProvider.credential(google));
      await createProfileIfMissing(g.uid, { firstName: "Gita", lastName: "Ghosh", email });
      const session = await createSession(await g.getIdToken());
      if (!session.ok) throw new Error(session.error);
      const signedInAt = session.claims.auth_time;
      const later = new Date((signedInAt + RECENT_SIGN_IN_S + 1) * 1000);

      await expect(deleteAccount(g.uid, { confirm: "DELETE" }, { signedInAt, now: later })).rejects.toEqual(refusal("recent-sign-in-required"));
      await expect(deleteAccount(g.uid, { confirm: "DELETE" }, {})).rejects.toEqual(refusal("recent-sign-in-required"));
      expect((await admin.db.doc(`users/${g.uid}`).get()).get("firstName")).toBe("Gita");
      await expect(admin.auth.getUser(g.uid)).resolves.toMatchObject({ uid: g.uid });

      await expect(deleteAccount(g.uid, { confirm: email }, { signedInAt })).resolves.toMatchObject({ ordersAnonymized: 0 });
      await expect(admin.auth.getUser(g.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
      expect((await admin.db.doc(`users/${g.uid}`).get()).exists).toBe(false);
    } finally {
      await client.close();
    }
  });

  it("orders placed while the account is being deleted end anonymized, or are refused and write nothing", async () => {
    const p = await saveProduct();
    const u = await user();
    const buyer = { uid: u.uid, email: u.email };
    await order(buyer, [line(p)]);
    // Six checkouts race the deletion; the cap on open unpaid orders (3) may refuse some of them
    // too, which is also a refusal that writes nothing.
    const [deletion, orderOutcomes] = await Promise.all([
      Promise.allSettled([deleteAccount(u.uid, { confirm: "DELETE", currentPassword: PASSWORD })]),
      Promise.allSettled(
        Array.from({ length: 6 }, () =>
          placeOrder(buyer, { idempotencyKey: randomUUID(), lines: [line(p)], billing: { kind: "new", address: TEST_ADDRESS }, shipping: { kind: "same" }, shippingMethod: "standard", paymentMethod: "bank-transfer" }),
        ),
      ),
    ]);
    expect(deletion[0]).toMatchObject({ status: "fulfilled" });
    for (const o of orderOutcomes) {
      if (o.status === "rejected") expect(o.reason).toEqual(expect.objectContaining({ name: "OrderError", code: "account-closing" }));
      else expect(o.value.status === "placed" || o.value.status === "unpaid-limit").toBe(true);
    }
    const placedIds = orderOutcomes.flatMap((o) => (o.status === "fulfilled" && o.value.status === "placed" ? [o.value.orderId] : []));
    expect(placedIds.length).toBeLessThanOrEqual(MAX_UNPAID_ORDERS - 1);
    for (const id of placedIds) expect(anonymizedOrderDocSchema.safeParse(await storedOrder(id)).success).toBe(true);
    expect((await admin.db.collection("orders").where("uid", "==", u.uid).get()).size).toBe(0);
    expect((await admin.db.collection("orders").where("email", "==", u.email).get()).size).toBe(0);
    expect(await wholeDatabase()).not.toContain(u.uid);
    // Stock: 1 taken by the first order and 1 by each placed one; the refused took none.
    const stock = productDocSchema.parse((await admin.db.doc(`products/${p.id}`).get()).data()).variations[0]!.size[0]!.stock;
    expect(stock).toBe(50 - 1 - placedIds.length);
  });

  it("is safe to run again after a failure half-way: the person can still sign in, and the second run finishes it", async () => {
    const p = await saveProduct();
    const u = await user();
    const buyer = { uid: u.uid, email: u.email };
    const mine = await createRegistry(u.uid, { title: "Half done", dueDate: "2027-03-01", visibility: "link", shipping: address({ street: "3 rue du Retry" }) });
    const ids = [await order(buyer, [line(p)]), await order(buyer, [line(p)])];
    await subscribeToNewsletter({ email: u.email });
    // Stopped half-way, as deleteAccount runs: the profile closed and the sessions ended, the
    // orders and the registry done; the newsletter, addresses and Auth account not yet.
    const cookie = await cookieOf(u);
    await afterSecondOf(jwtPayload(cookie).auth_time);
    await closeProfile(u.uid, new Date());
    await admin.auth.revokeRefreshTokens(u.uid);
    await anonymizeOrdersOf(u.uid);
    await deleteRegistriesOf(u.uid, eraseParentsAddresses);
    expect(await verifySession(cookie)).toBeNull();
    await expect(order(buyer, [line(p)])).rejects.toEqual(expect.objectContaining({ name: "OrderError", code: "account-closing" }));

    // The person signs in again (their profile still reads as one) and deletes again.
    await afterSecondOf(nowS());
    const again = await createSession(await (await signInAgain(u)).getIdToken(true));
    expect(again.ok).toBe(true);
    await expect(createProfileIfMissing(u.uid, { email: u.email })).resolves.toMatchObject({ created: false, profile: { firstName: "", email: "" } });
    expect(await deleteAccount(u.uid, { confirm: "DELETE", currentPassword: PASSWORD })).toEqual({ ordersAnonymized: 0, registriesDeleted: [], reviewedProducts: [] });
    for (const id of ids) expect(anonymizedOrderDocSchema.safeParse(await storedOrder(id)).success).toBe(true);
    expect((await admin.db.doc(`registries/${mine.slug}`).get()).exists).toBe(false);
    expect(await newsletterEntryOf(u.email)).toBeNull();
    expect(await wholeDatabase()).not.toContain(u.uid);
    // Once more, with the Auth account gone (a retry by the server): nothing left to do.
    await expect(deleteAccount(u.uid, { confirm: "DELETE" })).resolves.toEqual({ ordersAnonymized: 0, registriesDeleted: [], reviewedProducts: [] });
  });
});
