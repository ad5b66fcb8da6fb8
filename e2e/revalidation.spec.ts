// Listing and product pages are cached; a product write reaches them through tag revalidation.
// The write goes through the shop's own catalogue code (lib/catalog/write.ts) against the test
// stack, then POST /api/revalidate (what a back-office script calls) drops the cached pages.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { productDocSchema } from "@/lib/catalog/schema";
import { LOCAL_REVALIDATE_SECRET } from "../scripts/stack/index";
import { withFirestore } from "./support/firestore";

// A product no other spec touches, found by the list view (whose rows show the short
// description). The test changes only its short description, so specs running beside it that
// sort, filter, price or buy never see a change.
const ID = "felt-cloud-and-moon-mobile";
const NAME = "Felt Cloud & Moon Mobile";
const LISTING = "/shop-list-standard?q=felt%20mobile";

/** Sets the product's short description (product and index entry in one transaction); answers the old one. */
const setShortDescription = (text: string): Promise<string> =>
  withFirestore((db) =>
    db.runTransaction(async (tx) => {
      const snap = await tx.get(db.collection("products").doc(ID));
      const product = { id: ID, ...productDocSchema.parse(snap.data()) };
      writeProductInTransaction(db, tx, { ...product, shortDescription: text });
      return product.shortDescription;
    }),
  );

const revalidate = (request: APIRequestContext, data: unknown, secret = LOCAL_REVALIDATE_SECRET) =>
  request.post("/api/revalidate", { data, headers: { authorization: `Bearer ${secret}` } });

test("a product write shows on the cached product page and listing after revalidation, not before", async ({ page, request }) => {
  // Eight or more page loads, most of them renders of pages the test just dropped from the cache.
  test.slow();
  const marker = `Revalidation check ${Date.now()}`;
  const summary = page.getByTestId("product-summary");
  const card = page.getByRole("article").filter({ hasText: NAME });
  // Both pages rendered and cached with the current text (fresh entries: nothing regenerates them).
  await page.goto(`/product/${ID}`);
  await expect(summary).toBeVisible();
  await page.goto(LISTING);
  await expect(card).toBeVisible();

  const original = await setShortDescription(marker);
  try {
    // Still the cached pages: the write alone does not reach them.
    await page.goto(`/product/${ID}`);
    await expect(summary.getByText(original)).toBeVisible();
    await page.goto(LISTING);
    await expect(card.getByText(original)).toBeVisible();

    const response = await revalidate(request, { scope: "catalog", id: ID });
    expect(response.status()).toBe(200);
    // The next requests render anew (a page may be regenerating as the answer comes back, so a
    // few reloads are allowed; without revalidation the pages would keep the old text for hours).
    await expect.poll(async () => {
      await page.goto(`/product/${ID}`);
      return summary.getByText(marker).isVisible();
    }).toBe(true);
    await expect.poll(async () => {
      await page.goto(LISTING);
      return card.getByText(marker).isVisible();
    }).toBe(true);
  } finally {
    await setShortDescription(original);
    await revalidate(request, { scope: "catalog", id: ID });
  }
  await expect.poll(async () => {
    await page.goto(`/product/${ID}`);
    return summary.getByText(original).isVisible();
  }).toBe(true);
});

test("the revalidation endpoint refuses a wrong secret and a bad body, and changes nothing", async ({ request }) => {
  expect((await revalidate(request, { scope: "catalog" }, "x".repeat(LOCAL_REVALIDATE_SECRET.length))).status()).toBe(401);
  expect((await request.post("/api/revalidate", { data: { scope: "catalog" } })).status()).toBe(401);
  for (const data of [{ scope: "everything" }, { scope: "catalog", id: "../x" }, { scope: "catalog", extra: 1 }, "not json"]) {
    const response = await revalidate(request, data);
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect((await response.json()).error).toBe("invalid body");
  }
  expect((await request.get("/api/revalidate")).status()).toBe(405);
});
