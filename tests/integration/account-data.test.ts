// GET /api/account/data ("Download my data" on /my-account), the route handler called directly
// with Request objects against the emulators: the signed-in person's data as one JSON attachment,
// and nothing for a visitor without a session, a forged cookie or a revoked one. Every stored
// document is made by the code that makes the real one (placeOrder, postReview, the registry's
// and the forms' functions).
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/account/data/route";
import { postReview } from "@/lib/catalog/reviews";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { clientIdOf, submitContactMessage } from "@/lib/contact/send";
import { firestore } from "@/lib/firebase/admin";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { changeOrderStatus, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import { customerOrderDocSchema, type PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { createRegistry } from "@/lib/registry/db";
import { addRegistryItem } from "@/lib/registry/items";
import type { AddressInput } from "@/lib/users/schema";
import { addAddress } from "@/lib/users/addresses";
import { DATA_EXPORT_FORMAT, type AccountData } from "@/lib/users/data-export";
import { createProfileIfMissing } from "@/lib/users/profile";
import { saveShoppingState } from "@/lib/users/shopping-state";
import { adminClient, uniq } from "./clients";
import { afterSecondOf, badlySignedJwt, jwtPayload, newSignedInUser, nowS, sessionClaims, type TestUser } from "./sessions";

jest.setTimeout(60_000);

/** A parcel for moves to shipped (changeOrderStatus refuses shipped without one). */
const PARCEL = { carrier: "DHL", trackingNumber: "JD0146000062" };

const URL_ = "http://127.0.0.1:3100/api/account/data";
const admin = adminClient();
const opened: TestUser[] = [];
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

const request = (cookie?: string) => new NextRequest(URL_, { headers: { host: "127.0.0.1:3100", ...(cookie ? { cookie: `__session=${cookie}` } : {}) } });
const address = (over: Partial<AddressInput>): AddressInput => ({ ...TEST_ADDRESS, country: "FR", region: "", postcode: "75002", city: "Paris", ...over });
const placed = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o.orderId;
};
const order = (buyer: { uid: string; email: string }, lines: PlaceOrderInput["lines"], over: Partial<PlaceOrderInput> = {}) =>
  placeOrder(buyer, { idempotencyKey: randomUUID(), lines, billing: { kind: "new", address: TEST_ADDRESS }, shipping: { kind: "same" }, shippingMethod: "standard", paymentMethod: "cash-on-delivery", ...over }).then(placed);

const signedIn = () => newSignedInUser(opened);

describe("GET /api/account/data", () => {
  it("answers the signed-in person's data as a JSON attachment: theirs, and nobody else's", async () => {
    const p = testProduct(uniq("export"), { variations: [{ color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 20 }] }], stock: 0 });
    await firestore().runTransaction(async (tx) => writeProductInTransaction(firestore(), tx, p));
    const u = await signedIn();
    const me = { uid: u.uid, email: u.email };
    await createProfileIfMissing(u.uid, { firstName: "Esther", lastName: "Export", email: u.email });
    const home = await addAddress(u.uid, address({ firstName: "Esther", lastName: "Export", street: "4 rue de l’Export" }));
    const mine = await order(me, [{ id: p.id, color: "blue", size: "S", quantity: 1 }], { billing: { kind: "saved", id: home.id }, notes: "Leave it at the door" });
    const staff = uniq("staff");
    for (const to of ["paid", "processing", "shipped", "delivered"] as const) await changeOrderStatus({ orderId: mine, to, actor: { uid: staff, role: "admin" }, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
    const registry = await createRegistry(u.uid, { title: "Esther’s baby", dueDate: "2027-04-01", visibility: "link", shipping: address({ street: "8 rue des Parents" }) });
    const { item } = await addRegistryItem(u.uid, { slug: registry.slug, productId: p.id, color: "blue", size: "S", wanted: 2 });
    // A friend's gift to the registry: the friend's order and name are the friend's, not in this file.
    const friend = { uid: uniq("friend"), email: `${uniq("frida")}@example.test` };
    const friendsGift = await order(friend, [{ id: p.id, color: "blue", size: "S", quantity: 1, registry: { slug: registry.slug, itemId: item.id } }], {
      billing: { kind: "new", address: address({ firstName: "Frida", lastName: "Friendly" }) },
      gift: { shipToParents: true, hideName: false },
    });
    await postReview(u.uid, "Esther E.", p.id, { rating: 5, text: "Lovely and soft, recommended." });
    await subscribeToNewsletter({ email: u.email, locale: "de" });
    await submitContactMessage({ name: "Esther Export", email: u.email, message: "A question about sizes, please." }, clientIdOf(uniq("ip")));
    await saveShoppingState(u.uid, { cart: [{ id: p.id, color: "blue", size: "S", quantity: 1 }], wishlist: [p.id] }, async (ids) => new Set(ids));

    const res = await GET(request(u.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="flone-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await res.text();
    const data = JSON.parse(text) as AccountData;

    expect(data.format).toBe(DATA_EXPORT_FORMAT);
    expect(data.profile).toEqual({ uid: u.uid, firstName: "Esther", lastName: "Export", email: u.email, createdAt: expect.any(String) });
    expect(data.addresses).toEqual([expect.objectContaining({ id: home.id, street: "4 rue de l’Export", isDefault: true })]);
    expect(data.orders.map((o) => o.id)).toEqual([mine]);
    const [own] = data.orders;
    expect(customerOrderDocSchema.parse(own)).toMatchObject({ uid: u.uid, email: u.email, notes: "Leave it at the door", status: "delivered" });
    // Who moved it: by role only for staff; the person's own moves keep their uid.
    expect(own!.history.map((h) => h.by)).toEqual([{ uid: u.uid, role: "customer" }, ...Array(4).fill({ role: "admin" })]);
    expect(data.registries).toEqual([
      expect.objectContaining({ slug: registry.slug, title: "Esther’s baby", items: [expect.objectContaining({ id: item.id, productId: p.id, wanted: 2, bought: 1 })], shippingAddress: expect.objectContaining({ street: "8 rue des Parents" }) }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ productId: p.id, rating: 5, text: "Lovely and soft, recommended.", verified: true })]);
    // Signed up, not confirmed yet (double opt-in): on no list, and the export says so.
    expect(data.newsletter).toEqual({ subscribed: false, status: "pending", email: u.email, locale: "de", createdAt: expect.any(String) });
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: "Esther Export", email: u.email, message: "A question about sizes, please." })]);
    expect(data.savedLists).toEqual({ cart: [{ id: p.id, color: "blue", size: "S", quantity: 1 }], wishlist: [p.id] });
    // Nothing of staff or of the friend: no staff uid, no friend's order, name or address.
    for (const other of [staff, friend.uid, friend.email, friendsGift, "Frida", "Friendly"]) expect(text).not.toContain(other);
  });

  it("a new account gets an empty file of its own", async () => {
    const u = await signedIn();
    const data = (await (await GET(request(u.cookie))).json()) as AccountData;
    expect(data).toMatchObject({ profile: { uid: u.uid, email: u.email }, addresses: [], orders: [], registries: [], reviews: [], newsletter: { subscribed: false }, contactMessages: [] });
  });

  it("refuses a visitor without a session, a forged cookie and a revoked one: 401 and no data", async () => {
    const u = await signedIn();
    await createProfileIfMissing(u.uid, { firstName: "Rita", lastName: "Refused", email: u.email });
    const t = nowS();
    const forged = badlySignedJwt(sessionClaims(process.env.FIREBASE_PROJECT_ID!, u.uid, { authTime: t, iat: t, exp: t + 3600 }));
    const refusedWith = async (cookie: string | undefined) => {
      const res = await GET(request(cookie));
      expect(res.status).toBe(401);
      expect(res.headers.get("content-disposition")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: "signed-out" });
      expect(text).not.toContain("Rita");
    };
    await refusedWith(undefined);
    await refusedWith("garbage");
    await refusedWith(forged);
    expect((await GET(request(u.cookie))).status).toBe(200); // control: the real cookie works
    await afterSecondOf(jwtPayload(u.cookie).auth_time);
    await admin.auth.revokeRefreshTokens(u.uid);
    await refusedWith(u.cookie);
  });
});
