// Staff make a product subscribable in the product editor: intervals, a subscriber discount and a
// size ladder. A refused offer (no interval; a ladder with a gap and a range upside down) says why
// on the fields, translated, and saves nothing; a good one is saved through the product's own
// action and the product page then offers subscribing; unticked, the offer is removed. The product
// is this test's own (written as a back-office script would, e2e/support/catalog.ts) and deleted at
// the end. It is in the shop's listings meanwhile, so this spec runs with the catalogue writes
// (playwright.config.ts).
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { deleteProductInTransaction } from "@/lib/catalog/write";
import { testProduct } from "@/tests/fixtures/product";
import { expectAccessible } from "./support/a11y";
import { addToCatalogue } from "./support/catalog";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";

const suffix = randomUUID().slice(0, 8);
const ID = `e2e-subscribable-nappies-${suffix}`;
const NAME = `Night Nappies ${suffix}`;
const IMAGE = "/demo/products/diaper-white.svg";

const storedOffer = () => withFirestore(async (db) => (await db.collection("products").doc(ID).get()).get("subscription") as unknown);
const auditCount = () => withFirestore(async (db) => (await db.collection("audit").where("targetKey", "==", `product:${ID}`).count().get()).data().count);

test.afterAll(async () => {
  await withFirestore((db) => db.runTransaction(async (tx) => deleteProductInTransaction(db, tx, ID)));
});

/** The inputs of rung `n` (1-based), by their labels. */
function rung(page: Page, n: number) {
  const ladder = page.getByRole("group", { name: "Size ladder" });
  return {
    size: ladder.getByRole("combobox", { name: `Size, rung ${n}` }),
    minKg: ladder.getByRole("textbox", { name: `Weight from (kg), rung ${n}` }),
    maxKg: ladder.getByRole("textbox", { name: `Weight to (kg), rung ${n}` }),
    minMonths: ladder.getByRole("textbox", { name: `Age from (months), rung ${n}` }),
    maxMonths: ladder.getByRole("textbox", { name: `Age to (months), rung ${n}` }),
  };
}

test("staff offer a product by subscription with a size ladder; a wrong offer says why and saves nothing", async ({ page, request }) => {
  test.slow();
  await addToCatalogue(
    request,
    testProduct(ID, {
      name: NAME,
      categories: ["diapering"],
      images: [IMAGE],
      stock: 0,
      variations: [{ color: "white", image: IMAGE, size: ["S", "M", "L"].map((name) => ({ name, stock: 20 })) }],
    }),
  );
  await signInTo(page, DEMO_ADMIN, `/products/${ID}`);
  await islandsAlive(page);
  const offer = page.getByRole("group", { name: "Subscribe and save" });
  const save = page.getByRole("button", { name: "Save changes" });
  const refused = page.getByRole("alert").filter({ hasText: "Please check the highlighted fields." });
  const audits = await auditCount();

  // Subscribable with no interval: refused on the intervals.
  await offer.getByRole("checkbox", { name: "Sold by subscription too" }).check();
  await save.click();
  await expect(refused).toBeVisible();
  const intervals = offer.getByRole("group", { name: "Delivery intervals offered" });
  await expect(intervals).toBeFocused();
  await expect(intervals).toHaveAccessibleDescription(/Tick at least one delivery interval\.$/);

  await intervals.getByRole("checkbox", { name: "4 weeks", exact: true }).check();
  await intervals.getByRole("checkbox", { name: "2 weeks", exact: true }).check();
  await offer.getByLabel("Subscriber discount (%)").fill("15");

  // The ladder: a new rung takes the next size and its select takes focus.
  const addRung = offer.getByRole("button", { name: "Add a size to the ladder" });
  const rows: [string, string, string, string][] = [
    ["2", "5", "0", "3"],
    ["7", "9", "2", "6"], // starts above where S ends: a gap
    ["9", "8", "6", "12"], // 9 kg to 8 kg: upside down
  ];
  for (const [i, [minKg, maxKg, minMonths, maxMonths]] of rows.entries()) {
    await addRung.click();
    const r = rung(page, i + 1);
    await expect(r.size).toBeFocused();
    await expect(r.size).toHaveValue(["S", "M", "L"][i]!);
    await r.minKg.fill(minKg);
    await r.maxKg.fill(maxKg);
    await r.minMonths.fill(minMonths);
    await r.maxMonths.fill(maxMonths);
  }
  await expectAccessible(page, "/products/[id] (subscription offer)");
  await save.click();
  await expect(refused).toBeVisible();
  await expect(rung(page, 2).minKg).toBeFocused();
  await expect(rung(page, 2).minKg).toHaveAttribute("aria-invalid", "true");
  await expect(rung(page, 2).minKg).toHaveAccessibleDescription("This leaves a gap after the size before: start at or below where it ends.");
  await expect(rung(page, 3).maxKg).toHaveAccessibleDescription("The range must go from low to high.");
  await expect(rung(page, 1).minKg).not.toHaveAttribute("aria-invalid", "true");
  // Nothing was saved, nothing audited.
  expect(await storedOffer()).toBeUndefined();
  expect(await auditCount()).toBe(audits);

  await rung(page, 2).minKg.fill("4");
  await rung(page, 3).maxKg.fill("14,5");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. The shop shows the change." })).toBeVisible();
  expect(await storedOffer()).toEqual({
    intervals: [2, 4],
    discountPercent: 15,
    ladder: [
      { size: "S", minKg: 2, maxKg: 5, minMonths: 0, maxMonths: 3 },
      { size: "M", minKg: 4, maxKg: 9, minMonths: 2, maxMonths: 6 },
      { size: "L", minKg: 9, maxKg: 14.5, minMonths: 6, maxMonths: 12 },
    ],
  });
  const audit = page.getByRole("table", { name: `Changes made by staff to ${NAME}, newest first` });
  await expect(audit.getByRole("row").nth(1)).toContainText("subscription");

  // The product page offers it: four weeks first (the interval nearest a month), 15 % off.
  await page.goto(`/product/${ID}`);
  await islandsAlive(page);
  const choice = page.getByRole("group", { name: "How to buy" });
  await expect(choice.getByRole("radio", { name: "One-time purchase" })).toBeChecked();
  await expect(choice.getByRole("radio", { name: "Subscribe every 4 weeks, save 15%" })).toBeVisible();

  // Not subscribable any more: the offer is removed, and the page sells once only.
  await page.goto(`/products/${ID}`);
  await islandsAlive(page);
  await offer.getByRole("checkbox", { name: "Sold by subscription too" }).uncheck();
  await expect(offer.getByRole("group", { name: "Size ladder" })).toHaveCount(0);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. The shop shows the change." })).toBeVisible();
  expect(await storedOffer()).toBeUndefined();
  await page.goto(`/product/${ID}`);
  await islandsAlive(page);
  await expect(page.getByRole("button", { name: `Add ${NAME} to cart` })).toBeVisible();
  await expect(page.getByRole("group", { name: "How to buy" })).toHaveCount(0);
});
