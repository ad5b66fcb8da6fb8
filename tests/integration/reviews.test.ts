// Product reviews against the real Firestore emulator. Only a shopper who received the product
// (an order placed with placeOrder and moved to delivered by staff with changeOrderStatus) may
// review it; each review is its own document, and one commit writes it with the product's figures
// (count, sum, rating), the catalogue index entry and the account's rate-limit record; a second
// review replaces the first; every review counts, however many (600 here), and concurrent ones
// all land; nothing of a reviewer's identity is readable by a browser; a deleted account's
// reviews stay, without name or uid.
import { randomUUID } from "node:crypto";
import { collection, doc, getDoc, getDocs } from "firebase/firestore";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/reviews";
import { eachLimited } from "@/lib/admin/each-limited";
import { fetchProduct, loadCatalogIndex } from "@/lib/catalog/db";
import { INDEX_COLLECTION, shardOf } from "@/lib/catalog/entry";
import { inlineReviewSchema, migrateInlineReviews } from "@/lib/catalog/review-migration";
import { REVIEW_RATE_RULE, REVIEWS_COLLECTION, REVIEWS_SHOWN, ratingOf } from "@/lib/catalog/review-rules";
import { anonymizeReviewsOf, postReview, readProductReviews, reviewsOf, ReviewError } from "@/lib/catalog/reviews";
import { testProduct } from "@/tests/fixtures/product";
import { deleteProductInTransaction, writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { changeOrderStatus, placeOrder, type Buyer } from "@/lib/orders/db";
import type { OrderStatus } from "@/lib/orders/status";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { reviewDocSchema, type Product } from "@/lib/catalog/schema";
import { MAIL_COLLECTION } from "@/lib/mail/schema";
import { signUp, uniq, webClient, type Client } from "./clients";

jest.setTimeout(300_000);

/** A parcel for moves to shipped (changeOrderStatus refuses shipped without one). */
const PARCEL = { carrier: "DHL", trackingNumber: "JD0146000062" };

const db = firestore();
const TEXT = "Soft, washes well and the poppers line up.";
const STAFF = { uid: "staff-reviews-test", role: "admin" as const };
const TO_DELIVERED: OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

// A made-up rating from before any review: the first review replaces it.
const product = (over: Partial<Product> = {}): Product => testProduct(uniq("review-test"), { name: "Review Test Blanket", rating: 4.5, stock: 50, ...over });
async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const entryOf = async (id: string) => (await loadCatalogIndex()).find((e) => e.id === id);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 10, minute));
const newBuyer = (prefix = "reviewer"): Buyer => {
  const uid = uniq(prefix);
  return { uid, email: `${uid}@example.test` };
};

/** An order of one of each product, placed through checkout and moved by staff up to `status`. */
async function order(buyer: Buyer, productIds: string[], status: OrderStatus = "delivered"): Promise<string> {
  const outcome = await placeOrder(buyer, {
    idempotencyKey: randomUUID(),
    lines: productIds.map((id) => ({ id, quantity: 1 })),
    billing: { kind: "new", address: TEST_ADDRESS },
    shipping: { kind: "same" },
    shippingMethod: "standard",
    paymentMethod: "cash-on-delivery",
  });
  if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  const path: OrderStatus[] = status === "cancelled" ? ["cancelled"] : status === "refunded" ? [...TO_DELIVERED, "refunded"] : TO_DELIVERED.slice(0, TO_DELIVERED.indexOf(status) + 1);
  for (const to of path) await changeOrderStatus({ orderId: outcome.orderId, to, actor: STAFF, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
  return outcome.orderId;
}
/** A new account that has received `productIds`. */
async function reviewer(...productIds: string[]): Promise<string> {
  const buyer = newBuyer();
  await order(buyer, productIds);
  return buyer.uid;
}

const storedReview = async (productId: string, uid: string) => (await db.collection("products").doc(productId).collection(REVIEWS_COLLECTION).doc(uid).get()).data();
const reviewCountOf = async (productId: string) => (await db.collection("products").doc(productId).collection(REVIEWS_COLLECTION).count().get()).data().count;

describe("who may review", () => {
  it("a new account without a delivered order of the product is refused, and nothing is written", async () => {
    const p = await save(product());
    const other = await save(product());
    const refused = async (uid: string) => {
      await expect(postReview(uid, "Sam P.", p.id, { rating: 1, text: TEXT })).rejects.toEqual(new ReviewError("not-verified"));
      expect(await storedReview(p.id, uid)).toBeUndefined();
      expect((await db.doc(`users/${uid}/state/reviews`).get()).exists).toBe(false);
    };
    // No order at all: a flood of fresh sign-ups cannot review.
    await refused(newBuyer().uid);
    // Orders of the product not yet received, or cancelled; a delivered order of another product.
    for (const status of ["pending", "paid", "shipped", "cancelled"] as const) {
      const buyer = newBuyer();
      await order(buyer, [p.id], status);
      await refused(buyer.uid);
    }
    await refused(await reviewer(other.id));
    const unchanged = (await fetchProduct(p.id))!;
    expect(unchanged).toMatchObject({ rating: 4.5, reviewCount: 0, ratingSum: 0 });
    expect(await entryOf(p.id)).toMatchObject({ rating: 4.5, reviewCount: 0 });
    expect(await reviewCountOf(p.id)).toBe(0);
  });

  it("a shopper who received it may: delivered, or delivered and refunded since", async () => {
    const p = await save(product());
    await expect(postReview(await reviewer(p.id), "Ana B.", p.id, { rating: 5, text: TEXT }, at(0))).resolves.toMatchObject({ reviewCount: 1 });
    const refunded = newBuyer();
    await order(refunded, [p.id], "refunded");
    await expect(postReview(refunded.uid, "Ben C.", p.id, { rating: 1, text: "Broke on the second day; refunded." }, at(1))).resolves.toMatchObject({ reviewCount: 2, rating: 3 });
    // Any colour or size of it, in an order with other products.
    const romper = await save(
      product({ stock: 0, variations: [{ color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 5 }] }] }),
    );
    const buyer = newBuyer();
    const placed = await placeOrder(buyer, {
      idempotencyKey: randomUUID(),
      lines: [{ id: p.id, quantity: 1 }, { id: romper.id, color: "blue", size: "S", quantity: 1 }],
      billing: { kind: "new", address: TEST_ADDRESS },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: "cash-on-delivery",
    });
    if (placed.status !== "placed") throw new Error("not placed");
    for (const to of TO_DELIVERED) await changeOrderStatus({ orderId: placed.orderId, to, actor: STAFF, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
    await expect(postReview(buyer.uid, "Cleo D.", romper.id, { rating: 4, text: TEXT }, at(2))).resolves.toMatchObject({ reviewCount: 1, rating: 4 });
  });
});

describe("posting a review", () => {
  it("stores the review as its own document and changes the product's figures and the index entry together", async () => {
    const p = await save(product());
    const uid = await reviewer(p.id);
    const before = (await fetchProduct(p.id))!; // the order took a unit
    const versionBefore = Number((await db.collection(INDEX_COLLECTION).doc("meta").get()).get("version") ?? 0);

    const posted = await postReview(uid, "Sam P.", p.id, { rating: 3, text: `  ${TEXT}  ` }, at(0));
    expect(posted).toMatchObject({ rating: 3, reviewCount: 1, replaced: false, review: { uid, author: "Sam P.", rating: 3, text: TEXT, createdAt: at(0).toISOString(), verified: true } });
    expect(reviewDocSchema.parse(await storedReview(p.id, uid))).toEqual(posted.review);

    const stored = (await fetchProduct(p.id))!;
    expect(stored).toMatchObject({ rating: 3, reviewCount: 1, ratingSum: 3 });
    expect(await entryOf(p.id)).toMatchObject({ rating: 3, reviewCount: 1 });
    // The product, its review, its index shard and the index version were written by one commit.
    const [productDoc, reviewDoc, shard] = await db.getAll(
      db.collection("products").doc(p.id),
      db.collection("products").doc(p.id).collection(REVIEWS_COLLECTION).doc(uid),
      db.collection(INDEX_COLLECTION).doc(shardOf(p.id)),
    );
    expect(reviewDoc!.updateTime!.toMillis()).toBe(productDoc!.updateTime!.toMillis());
    expect(shard!.updateTime!.toMillis()).toBe(productDoc!.updateTime!.toMillis());
    expect(Number((await db.collection(INDEX_COLLECTION).doc("meta").get()).get("version"))).toBeGreaterThan(versionBefore);
    // Nothing else of the product changed, and it carries no review, no uid.
    expect({ ...stored, rating: before.rating, reviewCount: 0, ratingSum: 0 }).toEqual(before);
    expect(JSON.stringify((await db.collection("products").doc(p.id).get()).data())).not.toContain(uid);
  });

  it("a second review by the same shopper replaces the first", async () => {
    const p = await save(product());
    const uid = await reviewer(p.id);
    const first = await postReview(uid, "Sam P.", p.id, { rating: 2, text: "Smaller than I expected." }, at(0));
    const second = await postReview(uid, "Sam P.", p.id, { rating: 5, text: "It grew on us: now a favourite." }, at(5));
    expect(second).toMatchObject({ rating: 5, reviewCount: 1, replaced: true });
    expect(second.review.id).not.toBe(first.review.id);

    expect(await readProductReviews(p.id)).toEqual([{ id: second.review.id, author: "Sam P.", rating: 5, text: "It grew on us: now a favourite.", createdAt: at(5).toISOString(), verified: true }]);
    expect(await fetchProduct(p.id)).toMatchObject({ rating: 5, reviewCount: 1, ratingSum: 5 });
    expect(await entryOf(p.id)).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it("reviews of different shoppers: the rating is their mean to one decimal; the page reads them newest first, without uids", async () => {
    const p = await save(product());
    const [a, b, c] = [await reviewer(p.id), await reviewer(p.id), await reviewer(p.id)];
    await postReview(a, "Ana B.", p.id, { rating: 5, text: TEXT }, at(0));
    expect(await postReview(b, "Ben C.", p.id, { rating: 4, text: TEXT }, at(1))).toMatchObject({ rating: 4.5, reviewCount: 2 });
    await postReview(c, "Cleo D.", p.id, { rating: 4, text: TEXT }, at(2));
    expect(await fetchProduct(p.id)).toMatchObject({ rating: 4.3, reviewCount: 3, ratingSum: 13 }); // 13 / 3
    expect(await entryOf(p.id)).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const shown = await readProductReviews(p.id);
    expect(shown.map((r) => r.author)).toEqual(["Cleo D.", "Ben C.", "Ana B."]);
    for (const r of shown) expect(r).not.toHaveProperty("uid");
    expect(JSON.stringify(shown)).not.toMatch(new RegExp(`${a}|${b}|${c}`));
  });

  // What the 600 reviews need (a product, accounts, orders) is removed afterwards: other files walk
  // every document of the database (action-guards.test.ts), and thousands more slow them down.
  // Their orders' emails too (about 3,800 messages waiting in the outbox): the mail tests' sender
  // sends every waiting message, and spent a minute on these.
  const crowd = { productIds: [] as string[], uids: [] as string[], orderIds: [] as string[] };
  afterAll(async () => {
    const writer = db.bulkWriter();
    for (const id of crowd.productIds) await db.runTransaction(async (tx) => deleteProductInTransaction(db, tx, id));
    await Promise.all([
      ...crowd.productIds.map((id) => db.recursiveDelete(db.collection("products").doc(id), writer)),
      ...crowd.uids.map((uid) => db.recursiveDelete(db.collection("users").doc(uid), writer)),
    ]);
    for (const id of crowd.orderIds) void writer.delete(db.collection("orders").doc(id));
    for (let i = 0; i < crowd.orderIds.length; i += 30) {
      const mails = await db.collection(MAIL_COLLECTION).where("orderId", "in", crowd.orderIds.slice(i, i + 30)).select().get();
      for (const mail of mails.docs) void writer.delete(mail.ref);
    }
    await writer.close();
  });

  it("600 reviews: every one kept and counted, the page shows the newest", async () => {
    const COUNT = 600;
    const p = await save(product({ stock: COUNT }));
    const buyers = Array.from({ length: COUNT }, () => newBuyer("crowd"));
    crowd.productIds.push(p.id);
    crowd.uids.push(...buyers.map((b) => b.uid));
    // The orders and the reviews race for the product's document (each lost race reads again; two
    // at a time is quickest here); the moves of different orders do not race.
    const orderIds = await eachLimited(buyers, 2, async (b) => {
      const outcome = await placeOrder(b, {
        idempotencyKey: randomUUID(),
        lines: [{ id: p.id, quantity: 1 }],
        billing: { kind: "new", address: TEST_ADDRESS },
        shipping: { kind: "same" },
        shippingMethod: "standard",
        paymentMethod: "cash-on-delivery",
      });
      if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
      crowd.orderIds.push(outcome.orderId);
      return outcome.orderId;
    });
    await eachLimited(orderIds, 24, async (orderId) => {
      for (const to of TO_DELIVERED) await changeOrderStatus({ orderId, to, actor: STAFF, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
    });
    // The first 100 give 1 star, the rest 5: a rating of the newest only would say 5.
    const rating = (i: number) => (i < 100 ? 1 : 5);
    const posted = await eachLimited([...buyers.entries()], 2, ([i, b]) =>
      postReview(b.uid, `Shopper ${i}`, p.id, { rating: rating(i), text: `${TEXT} (${i})` }, new Date(at(0).getTime() + i * 1000)),
    );
    expect(posted.every((r) => !r.replaced)).toBe(true);
    const sum = 100 * 1 + 500 * 5;
    expect(await reviewCountOf(p.id)).toBe(COUNT);
    expect(await fetchProduct(p.id)).toMatchObject({ reviewCount: COUNT, ratingSum: sum, rating: ratingOf(sum, COUNT) });
    expect(ratingOf(sum, COUNT)).toBe(4.3);
    expect(await entryOf(p.id)).toMatchObject({ reviewCount: COUNT, rating: 4.3 });
    // The oldest reviews are still there.
    for (const i of [0, 1, 99]) expect(await storedReview(p.id, buyers[i]!.uid)).toMatchObject({ rating: 1, text: `${TEXT} (${i})` });
    const shown = await readProductReviews(p.id);
    expect(shown.map((r) => r.author)).toEqual(Array.from({ length: REVIEWS_SHOWN }, (_, k) => `Shopper ${COUNT - 1 - k}`));
  });

  it("20 shoppers reviewing at once: every review lands, with the right count and mean", async () => {
    const p = await save(product());
    const ratings = [5, 4, 4, 3, 5, 2, 5, 4, 1, 5, 5, 4, 4, 3, 5, 2, 5, 4, 1, 5]; // mean 3.8
    const uids = await eachLimited(ratings, 4, () => reviewer(p.id));
    const results = await Promise.all(ratings.map((rating, i) => postReview(uids[i]!, `Shopper ${i}`, p.id, { rating, text: `${TEXT} (${i})` }, at(i))));
    expect(results.every((r) => !r.replaced)).toBe(true);
    // Each transaction saw the ones committed before it: the counts are 1..20, each once.
    expect(results.map((r) => r.reviewCount).sort((a, b) => a - b)).toEqual(ratings.map((_, i) => i + 1));
    expect(await reviewCountOf(p.id)).toBe(20);
    expect(await fetchProduct(p.id)).toMatchObject({ reviewCount: 20, ratingSum: 76, rating: 3.8 });
    expect(await entryOf(p.id)).toMatchObject({ rating: 3.8, reviewCount: 20 });
  });

  it(`an account posts at most ${REVIEW_RATE_RULE.max} reviews a day, replacements too, also when they arrive at once`, async () => {
    const p = await save(product());
    const uid = await reviewer(p.id);
    const results = await Promise.allSettled(
      Array.from({ length: REVIEW_RATE_RULE.max + 5 }, (_, i) => postReview(uid, "Sam P.", p.id, { rating: (i % 5) + 1, text: `${TEXT} (${i})` }, at(0))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(REVIEW_RATE_RULE.max);
    const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason as ReviewError] : []));
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: "rate-limited", retryAfterMs: REVIEW_RATE_RULE.windowMs });
    expect(await fetchProduct(p.id)).toMatchObject({ reviewCount: 1 });
    // An hour later: still refused, saying how long; a day after the first, allowed again.
    await expect(postReview(uid, "Sam P.", p.id, { rating: 3, text: TEXT }, at(60))).rejects.toMatchObject({ code: "rate-limited", retryAfterMs: REVIEW_RATE_RULE.windowMs - 3_600_000 });
    const nextDay = new Date(at(0).getTime() + REVIEW_RATE_RULE.windowMs + 1);
    await expect(postReview(uid, "Sam P.", p.id, { rating: 3, text: TEXT }, nextDay)).resolves.toMatchObject({ replaced: true, reviewCount: 1, rating: 3 });
  });

  it("refuses bad input and a missing or archived product, and changes nothing", async () => {
    const p = await save(product());
    const uid = await reviewer(p.id);
    const before = (await fetchProduct(p.id))!;
    const bad: { rating: number; text: string }[] = [
      { rating: 0, text: TEXT },
      { rating: 6, text: TEXT },
      { rating: 4.5, text: TEXT },
      { rating: 4, text: "Too short" }, // 9 characters
      { rating: 4, text: "   short    " }, // trimmed: 5
      { rating: 4, text: " ".repeat(20) },
      { rating: 4, text: "x".repeat(2001) },
    ];
    for (const input of bad) await expect(postReview(uid, "Sam P.", p.id, input)).rejects.toThrow();
    await expect(postReview(uid, "", p.id, { rating: 4, text: TEXT })).rejects.toThrow();
    await expect(postReview("a/b", "Sam P.", p.id, { rating: 4, text: TEXT })).rejects.toThrow();
    await expect(postReview(uid, "Sam P.", uniq("no-such-product"), { rating: 4, text: TEXT })).rejects.toEqual(new ReviewError("not-found"));
    await expect(postReview(uid, "Sam P.", "Not An Id", { rating: 4, text: TEXT })).rejects.toThrow();
    // An archived product is hidden from the storefront: refused like a missing one.
    const archived = await save(product({ archived: true }));
    await expect(postReview(uid, "Sam P.", archived.id, { rating: 4, text: TEXT })).rejects.toEqual(new ReviewError("not-found"));
    expect(await fetchProduct(archived.id)).toEqual(archived);
    expect(await fetchProduct(p.id)).toEqual(before);
    expect(await entryOf(p.id)).toMatchObject({ rating: 4.5, reviewCount: 0 });
    expect(await reviewCountOf(p.id)).toBe(0);
    // Exactly 10 and 2,000 characters are fine.
    await postReview(uid, "Sam P.", p.id, { rating: 1, text: "0123456789" }, at(0));
    const longest = await postReview(uid, "Sam P.", p.id, { rating: 1, text: "y".repeat(2000) }, at(1));
    expect(longest.review.text).toHaveLength(2000);
  });
});

describe("a person's reviews (download my data, account deletion)", () => {
  it("reviewsOf lists them; anonymizeReviewsOf keeps their text and rating, drops the name and the uid, and leaves the figures", async () => {
    const [bottle, blanket] = [await save(product()), await save(product())];
    const person = await reviewer(bottle.id, blanket.id);
    const neighbour = await reviewer(bottle.id);
    await postReview(person, "Sam P.", bottle.id, { rating: 2, text: "Leaked in the bag twice." }, at(0));
    await postReview(person, "Sam P.", blanket.id, { rating: 5, text: TEXT }, at(1));
    await postReview(neighbour, "Ana B.", bottle.id, { rating: 4, text: TEXT }, at(2));

    expect(await reviewsOf(person)).toEqual([
      { productId: blanket.id, rating: 5, text: TEXT, createdAt: at(1).toISOString(), verified: true },
      { productId: bottle.id, rating: 2, text: "Leaked in the bag twice.", createdAt: at(0).toISOString(), verified: true },
    ]);
    const figures = { bottle: (await fetchProduct(bottle.id))!, blanket: (await fetchProduct(blanket.id))! };

    expect((await anonymizeReviewsOf(person)).sort()).toEqual([bottle.id, blanket.id].sort());
    expect(await reviewsOf(person)).toEqual([]);
    expect(await readProductReviews(bottle.id)).toEqual([
      expect.objectContaining({ author: "Ana B.", rating: 4 }),
      expect.objectContaining({ author: null, rating: 2, text: "Leaked in the bag twice.", createdAt: at(0).toISOString(), verified: true }),
    ]);
    expect(await readProductReviews(blanket.id)).toEqual([expect.objectContaining({ author: null, rating: 5, text: TEXT })]);
    // Nowhere under the products is the person any more: no document keyed by the uid, no field.
    for (const id of [bottle.id, blanket.id]) {
      const docs = (await db.collection("products").doc(id).collection(REVIEWS_COLLECTION).get()).docs;
      expect(docs.map((d) => d.id)).not.toContain(person);
      expect(JSON.stringify(docs.map((d) => d.data()))).not.toContain(person);
    }
    expect(await fetchProduct(bottle.id)).toEqual(figures.bottle);
    expect(await fetchProduct(blanket.id)).toEqual(figures.blanket);
    expect(await reviewsOf(neighbour)).toHaveLength(1);
    // Twice: nothing more to do.
    expect(await anonymizeReviewsOf(person)).toEqual([]);
  });
});

describe("what a browser can read (firestore.rules)", () => {
  let guest: Client;
  let shopper: Client;
  let shopperUid: string;
  let reviewerUid: string;
  let p: Product;

  beforeAll(async () => {
    [guest, shopper] = [webClient(), webClient()];
    shopperUid = (await signUp(shopper)).uid;
    p = await save(product());
    // The signed-in shopper reviewed the product, and so did someone else.
    const buyer = { uid: shopperUid, email: `${shopperUid}@example.test` };
    await order(buyer, [p.id]);
    await postReview(shopperUid, "Sam P.", p.id, { rating: 5, text: TEXT }, at(0));
    reviewerUid = await reviewer(p.id);
    await postReview(reviewerUid, "Ana B.", p.id, { rating: 3, text: TEXT }, at(1));
  });
  afterAll(async () => Promise.all([guest.close(), shopper.close()]));

  const denied = (op: Promise<unknown>) => expect(op).rejects.toMatchObject({ code: "permission-denied" });

  it.each(["guest", "shopper"])("a %s reads neither the product nor any of its reviews (the pages show them, without uids)", async (who) => {
    const client = who === "guest" ? guest : shopper;
    // The catalogue is read by the server only (archived products and sales counts are in it).
    await denied(getDoc(doc(client.db, "products", p.id)));
    await denied(getDocs(collection(client.db, "products", p.id, REVIEWS_COLLECTION)));
    await denied(getDoc(doc(client.db, "products", p.id, REVIEWS_COLLECTION, reviewerUid)));
    // Not even one's own review: the page shows it, the form asks the server for it.
    await denied(getDoc(doc(client.db, "products", p.id, REVIEWS_COLLECTION, shopperUid)));
  });
});

describe("moving reviews kept inside product documents (migration)", () => {
  it("moves them to their own documents with their figures, keeps a newer review of the same shopper, and runs once", async () => {
    const p = await save(product());
    const newer = await reviewer(p.id);
    // Reviews as products held them before: an inline array, uids and all.
    const inline = [
      inlineReviewSchema.parse({ id: "old-1", uid: "old-shopper-1", author: "Lena M.", rating: 2, text: "Does the job.", createdAt: "2026-01-01T00:00:00.000Z" }),
      inlineReviewSchema.parse({ id: "old-2", uid: newer, author: "Sam P.", rating: 1, text: "First impressions.", createdAt: "2026-01-02T00:00:00.000Z" }),
      inlineReviewSchema.parse({ id: "old-3", uid: "old-shopper-3", author: "Tom B.", rating: 4, text: "Nice.", createdAt: "2026-01-03T00:00:00.000Z" }),
    ];
    await db.collection("products").doc(p.id).update({ reviews: inline });
    // The shopper posted anew after the change and before the migration.
    await postReview(newer, "Sam P.", p.id, { rating: 5, text: TEXT }, at(0));

    await migrateInlineReviews(db);
    const raw = (await db.collection("products").doc(p.id).get()).data()!;
    expect(raw).not.toHaveProperty("reviews");
    expect(await fetchProduct(p.id)).toMatchObject({ reviewCount: 3, ratingSum: 11, rating: 3.7 });
    expect(await entryOf(p.id)).toMatchObject({ reviewCount: 3, rating: 3.7 });
    expect(await storedReview(p.id, "old-shopper-1")).toEqual({ ...inline[0], verified: false });
    expect(await storedReview(p.id, newer)).toMatchObject({ rating: 5, text: TEXT, verified: true });
    expect((await readProductReviews(p.id)).map((r) => r.author)).toEqual(["Sam P.", "Tom B.", "Lena M."]);

    await migrateInlineReviews(db);
    expect(await fetchProduct(p.id)).toMatchObject({ reviewCount: 3, ratingSum: 11 });
  });
});

describe("the review actions", () => {
  const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
  const shopper = (uid = uniq("shopper")) => ({ uid, email: "shopper@example.test", admin: false });

  it("are for signed-in shoppers only", async () => {
    const p = await save(product());
    expect(ACTION_REGISTRY.filter((a) => a.name.startsWith("reviews.")).map((a) => [a.name, a.access])).toEqual([
      ["reviews.getMine", "user"],
      ["reviews.post", "user"],
    ]);
    await expect(run("reviews.post", { productId: p.id, rating: 5, text: TEXT }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
    await expect(run("reviews.getMine", { productId: p.id }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
    expect(await fetchProduct(p.id)).toEqual(p);
  });

  it("getMine says up front whether the shopper may review, and answers their review without uid or id", async () => {
    const p = await save(product());
    await expect(run("reviews.getMine", { productId: p.id }, shopper())).resolves.toEqual({ ok: true, data: { review: null, canReview: false } });
    const uid = await reviewer(p.id);
    await expect(run("reviews.getMine", { productId: p.id }, shopper(uid))).resolves.toEqual({ ok: true, data: { review: null, canReview: true } });
    await postReview(uid, "Sam P.", p.id, { rating: 4, text: TEXT }, at(0));
    await expect(run("reviews.getMine", { productId: p.id }, shopper(uid))).resolves.toEqual({
      ok: true,
      data: { review: { rating: 4, text: TEXT, createdAt: at(0).toISOString() }, canReview: true },
    });
  });

  it("answer bad input with the fields to fix, and write nothing", async () => {
    const p = await save(product());
    await expect(run("reviews.post", { productId: p.id, rating: 9, text: "short" }, shopper())).resolves.toEqual({
      ok: false,
      error: "invalid",
      message: "errors.invalid",
      fieldErrors: { rating: "fields.tooLong", text: "fields.tooShort" },
    });
    await expect(run("reviews.post", { productId: p.id, text: TEXT }, shopper())).resolves.toMatchObject({ ok: false, error: "invalid", fieldErrors: { rating: "fields.required" } });
    await expect(run("reviews.post", { productId: "../x", rating: 5, text: TEXT }, shopper())).resolves.toMatchObject({ ok: false, error: "invalid" });
    expect(await fetchProduct(p.id)).toEqual(p);
  });
});
