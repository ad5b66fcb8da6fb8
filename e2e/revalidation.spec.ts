// Listing and product pages are cached; a product write reaches them through tag revalidation.
// The write goes through the shop's own catalogue code (e2e/support/set-price.ts) against the
// test stack, then POST /api/revalidate (what a back-office script calls) drops the cached pages.
import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEFAULT_PROJECT_ID, LOCAL_REVALIDATE_SECRET, resolvePorts, stackEnv } from "../scripts/stack/index";

// A simple product without a discount, shown on the price-sorted listing of its category.
const ID = "classic-bath-duck";
const LISTING = "/shop-grid-standard?category=bath&sort=price-asc";

function setPrice(cents: number): number {
  const env = { ...process.env, ...stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID) };
  const out = execFileSync("npx", ["tsx", "--conditions=react-server", "e2e/support/set-price.ts", ID, String(cents)], { env, encoding: "utf8" });
  return Number(out.trim().split("\n").pop());
}

const revalidate = (request: APIRequestContext, data: unknown, secret = LOCAL_REVALIDATE_SECRET) =>
  request.post("/api/revalidate", { data, headers: { authorization: `Bearer ${secret}` } });

const price = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("a product write shows on the cached product page and listing after revalidation, not before", async ({ page, request }) => {
  // Both pages cached with the current price. (Visited twice, a second apart: a regeneration
  // that an earlier revalidation left running in the background has finished by then, and cannot
  // pick up the write below.)
  await page.goto(`/product/${ID}`);
  await page.waitForTimeout(1000);
  await page.goto(`/product/${ID}`);
  const summary = page.getByTestId("product-summary");
  const before = await summary.getByText(/^Price: \$/).first().textContent();
  await page.goto(LISTING);
  await expect(page.getByRole("article").filter({ hasText: "Classic Bath Duck" })).toContainText(before!.replace("Price: ", ""));

  const original = setPrice(4321);
  try {
    // Still the cached pages: the write alone does not reach them.
    await page.goto(`/product/${ID}`);
    await expect(summary.getByText(/^Price: \$/).first()).toHaveText(before!);

    const response = await revalidate(request, { scope: "catalog", id: ID });
    expect(response.status()).toBe(200);
    // The next requests render anew (a page may be regenerating as the answer comes back, so a
    // few reloads are allowed; without revalidation the pages would keep the old price for hours).
    await expect.poll(async () => {
      await page.goto(`/product/${ID}`);
      return summary.getByText(/^Price: \$/).first().textContent();
    }).toBe(`Price: ${price(4321)}`);
    await expect.poll(async () => {
      await page.goto(LISTING);
      return page.getByRole("article").filter({ hasText: "Classic Bath Duck" }).textContent();
    }).toContain(price(4321));
  } finally {
    setPrice(original);
    await revalidate(request, { scope: "catalog", id: ID });
  }
  await expect.poll(async () => {
    await page.goto(`/product/${ID}`);
    return summary.getByText(/^Price: \$/).first().textContent();
  }).toBe(before);
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
