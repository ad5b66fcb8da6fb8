// Product reviews against the real Firestore emulator: one transaction writes the review, the
// product's rating and the catalogue index entry (rating, reviewCount); a shopper's second review
// replaces the first; concurrent reviews of one product all land; bad input changes nothing.
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/reviews";
import { fetchProduct, loadCatalogIndex } from "@/lib/catalog/db";
import { postReview, ReviewError } from "@/lib/catalog/reviews";
import { INDEX_COLLECTION, shardOf } from "@/lib/catalog/entry";
import { testProduct } from "@/lib/catalog/test-product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import type { Product } from "@/lib/schemas";
import { uniq } from "./clients";

jest.setTimeout(120_000);

const db = firestore();
const TEXT = "Soft, washes well and the poppers line up.";

// A made-up rating from before any review: the first review replaces it.
const product = (over: Partial<Product> = {}): Product => testProduct(uniq("review-test"), { name: "Review Test Blanket", rating: 4.5, ...over });
async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const entryOf = async (id: string) => (await loadCatalogIndex()).find((e) => e.id === id);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 10, minute));

describe("posting a review", () => {
  it("stores the review and changes the product's rating and the index entry's rating and count together", async () => {
    const p = await save(product());
    const uid = uniq("shopper");
    const versionBefore = Number((await db.collection(INDEX_COLLECTION).doc("meta").get()).get("version") ?? 0);

    const posted = await postReview(uid, "Sam P.", p.id, { rating: 3, text: `  ${TEXT}  ` }, at(0));
    expect(posted).toMatchObject({ rating: 3, reviewCount: 1, replaced: false, review: { uid, author: "Sam P.", rating: 3, text: TEXT, createdAt: at(0).toISOString() } });

    const stored = (await fetchProduct(p.id))!;
    expect(stored.rating).toBe(3);
    expect(stored.reviews).toEqual([posted.review]);
    expect(await entryOf(p.id)).toMatchObject({ rating: 3, reviewCount: 1 });
    // The product, its index shard and the index version were written by one commit.
    const [doc, shard] = await db.getAll(db.collection("products").doc(p.id), db.collection(INDEX_COLLECTION).doc(shardOf(p.id)));
    expect(shard!.updateTime!.toMillis()).toBeGreaterThanOrEqual(doc!.updateTime!.toMillis());
    expect(Number((await db.collection(INDEX_COLLECTION).doc("meta").get()).get("version"))).toBeGreaterThan(versionBefore);
    // Nothing else of the product changed.
    expect({ ...stored, reviews: [], rating: 4.5 }).toEqual(p);
  });

  it("a second review by the same shopper replaces the first", async () => {
    const p = await save(product());
    const uid = uniq("shopper");
    const first = await postReview(uid, "Sam P.", p.id, { rating: 2, text: "Smaller than I expected." }, at(0));
    const second = await postReview(uid, "Sam P.", p.id, { rating: 5, text: "It grew on us: now a favourite." }, at(5));
    expect(second).toMatchObject({ rating: 5, reviewCount: 1, replaced: true });
    expect(second.review.id).not.toBe(first.review.id);

    const stored = (await fetchProduct(p.id))!;
    expect(stored.reviews).toEqual([second.review]);
    expect(stored.rating).toBe(5);
    expect(await entryOf(p.id)).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it("reviews of different shoppers: the rating is their mean to one decimal, newest first", async () => {
    const p = await save(product());
    await postReview(uniq("a"), "Ana B.", p.id, { rating: 5, text: TEXT }, at(0));
    const second = await postReview(uniq("b"), "Ben C.", p.id, { rating: 4, text: TEXT }, at(1));
    expect(second).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(await entryOf(p.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });

    await postReview(uniq("c"), "Cleo D.", p.id, { rating: 4, text: TEXT }, at(2));
    const stored = (await fetchProduct(p.id))!;
    expect(stored.rating).toBe(4.3); // 13 / 3
    expect(stored.reviews.map((r) => r.author)).toEqual(["Cleo D.", "Ben C.", "Ana B."]);
    expect(await entryOf(p.id)).toMatchObject({ rating: 4.3, reviewCount: 3 });
  });

  it("keeps reviews already on the product (seeded ones) and counts them in the mean", async () => {
    const seeded = { id: "rv-seed-1", uid: "demo-customer-1", author: "Lena M.", rating: 2, text: "Does the job.", createdAt: "2026-01-01T00:00:00.000Z" };
    const p = await save(product({ reviews: [seeded], rating: 2 }));
    const posted = await postReview(uniq("shopper"), "Sam P.", p.id, { rating: 5, text: TEXT }, at(0));
    expect(posted).toMatchObject({ rating: 3.5, reviewCount: 2 });
    expect((await fetchProduct(p.id))!.reviews).toEqual([posted.review, seeded]);
  });

  it("10 shoppers reviewing at once: every review lands, with the right count and mean", async () => {
    const p = await save(product());
    const ratings = [5, 4, 4, 3, 5, 2, 5, 4, 1, 5]; // mean 3.8
    const uids = ratings.map(() => uniq("crowd"));
    const results = await Promise.all(ratings.map((rating, i) => postReview(uids[i]!, `Shopper ${i}`, p.id, { rating, text: `${TEXT} (${i})` }, at(i))));
    expect(results.every((r) => !r.replaced)).toBe(true);
    // Each transaction saw the ones committed before it: the counts are 1..10, each once.
    expect(results.map((r) => r.reviewCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const stored = (await fetchProduct(p.id))!;
    expect(stored.reviews).toHaveLength(10);
    expect(new Set(stored.reviews.map((r) => r.uid))).toEqual(new Set(uids));
    expect(stored.rating).toBe(3.8);
    expect(await entryOf(p.id)).toMatchObject({ rating: 3.8, reviewCount: 10 });
  });

  it("refuses bad input and a missing product, and changes nothing", async () => {
    const p = await save(product());
    const uid = uniq("shopper");
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
    const missing = postReview(uid, "Sam P.", uniq("no-such-product"), { rating: 4, text: TEXT });
    await expect(missing).rejects.toBeInstanceOf(ReviewError);
    await expect(missing).rejects.toMatchObject({ code: "not-found" });
    await expect(postReview(uid, "Sam P.", "Not An Id", { rating: 4, text: TEXT })).rejects.toThrow();
    // An archived product is hidden from the storefront: refused like a missing one.
    const archived = await save(product({ archived: true }));
    await expect(postReview(uid, "Sam P.", archived.id, { rating: 4, text: TEXT })).rejects.toMatchObject({ code: "not-found" });
    expect(await fetchProduct(archived.id)).toEqual(archived);
    expect(await fetchProduct(p.id)).toEqual(p);
    expect(await entryOf(p.id)).toMatchObject({ rating: 4.5, reviewCount: 0 });
    // Exactly 10 and 2,000 characters are fine.
    await postReview(uid, "Sam P.", p.id, { rating: 1, text: "0123456789" }, at(0));
    const longest = await postReview(uid, "Sam P.", p.id, { rating: 1, text: "y".repeat(2000) }, at(1));
    expect(longest.review.text).toHaveLength(2000);
  });
});

describe("the review actions", () => {
  const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
  const shopper = () => ({ uid: uniq("shopper"), email: "shopper@example.test", admin: false });

  it("are for signed-in shoppers only", async () => {
    const p = await save(product());
    expect(ACTION_REGISTRY.filter((a) => a.name.startsWith("reviews.")).map((a) => [a.name, a.access])).toEqual([
      ["reviews.getMine", "user"],
      ["reviews.post", "user"],
    ]);
    await expect(run("reviews.post", { productId: p.id, rating: 5, text: TEXT }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
    expect(await fetchProduct(p.id)).toEqual(p);
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
