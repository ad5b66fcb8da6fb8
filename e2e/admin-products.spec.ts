// The admin products screens as the demo admin: create a product with two colours, three sizes,
// an age range and an uploaded image, see it in the shop; change its price and age range and see the cached product page and a
// listing show it (the delay is printed); the unsaved-change question; archive it and it is gone
// from the shop. The product is this test's own (a unique id and name) and is deleted at the end,
// with its image. It is visible in the shop for a while, so this spec runs after every other spec
// (the "catalogue-writes" project in playwright.config.ts): listings count the seeded catalogue.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { deleteProductInTransaction } from "@/lib/catalog/write";
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../scripts/stack/index";
import { expectAccessible } from "./support/a11y";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";

const ADMIN = DEMO_ADMIN;
const PNG = path.join(__dirname, "fixtures/pink-square.png");
const suffix = randomUUID().slice(0, 8);
const ID = `e2e-otter-sleepsack-${suffix}`;
// A word no seeded product has, so a search listing shows this product alone.
const WORD = `quokkaotter${suffix}`;
const NAME = `Quilted ${WORD} Sleepsack`;

test.afterAll(async () => {
  // The product (with its index entry) and the uploaded image go: the shop is as the seed left it.
  const image = await withFirestore(async (db) => {
    const snap = await db.collection("products").doc(ID).get();
    await db.runTransaction(async (tx) => deleteProductInTransaction(db, tx, ID));
    return (snap.get("images") as string[] | undefined)?.[0];
  });
  const object = image ? decodeURIComponent(new URL(image).pathname.split("/o/")[1] ?? "") : "";
  if (object.startsWith("products/images/")) {
    const env = stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID);
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = env.FIREBASE_STORAGE_EMULATOR_HOST;
    const app = initializeApp({ projectId: DEFAULT_PROJECT_ID, storageBucket: env.FIREBASE_STORAGE_BUCKET }, `e2e-${randomUUID()}`);
    await getStorage(app).bucket().file(object).delete({ ignoreNotFound: true });
    await deleteApp(app);
  }
});

test("the demo admin creates a product with colours, sizes and an image, changes its price, then archives it", async ({ page, request }) => {
  // A whole session of work: a form with a grid and an upload, storefront checks, two axe checks.
  test.slow();
  await signInTo(page, ADMIN, "/products/new");
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  await islandsAlive(page);

  await page.getByLabel("Id (the product's web address)").fill(ID);
  await page.getByLabel("SKU").fill(`OTTER-${suffix}`.toUpperCase());
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByLabel("Price (USD)").fill("31.50");
  await page.getByRole("checkbox", { name: "Nursery" }).check();
  await page.getByLabel("Tags").fill("sleep, quilted");
  await page.getByLabel("Short description").fill("A quilted sleepsack for cool nights.");
  // The age range: a band's preset fills the months.
  const ageRange = page.getByRole("group", { name: "Age range" });
  await expect(ageRange.getByRole("radio", { name: "All ages" })).toBeChecked();
  await ageRange.getByRole("group", { name: "Presets" }).getByRole("button", { name: "0–3 months" }).click();
  await expect(ageRange.getByRole("radio", { name: "From a given age" })).toBeChecked();
  await expect(ageRange.getByLabel("From (months)")).toHaveValue("0");
  await expect(ageRange.getByLabel("Up to (months, not included)")).toHaveValue("3");
  await expect(ageRange.getByRole("button", { name: "0–3 months" })).toHaveAttribute("aria-pressed", "true");

  // The grid: two colours, three sizes, a stock per cell. A new colour's or size's input takes focus.
  for (const colour of ["pink", "blue"]) {
    await page.getByRole("button", { name: "Add a colour" }).click();
    // (A combobox: the input suggests known colour names.)
    await expect(page.getByRole("combobox", { name: /^Colour \d$/ }).last()).toBeFocused();
    await page.keyboard.type(colour);
  }
  for (const size of ["S", "M", "L"]) {
    await page.getByRole("button", { name: "Add a size" }).click();
    await expect(page.getByRole("textbox", { name: /^Size \d$/ }).last()).toBeFocused();
    await page.keyboard.type(size);
  }
  const grid = page.getByRole("table", { name: "Stock per colour and size" });
  await grid.getByRole("textbox", { name: "Stock of colour pink, size S" }).fill("3");
  // Arrow keys move between the cells.
  await page.keyboard.press("ArrowDown");
  await expect(grid.getByRole("textbox", { name: "Stock of colour blue, size S" })).toBeFocused();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("2");
  await grid.getByRole("textbox", { name: "Stock of colour blue, size L" }).fill("5");

  // The image: uploaded through Storage with a progress bar, then shown through its download URL.
  await page.getByLabel("Upload an image").setInputFiles(PNG);
  await expect(page.getByRole("status").filter({ hasText: "pink-square.png uploaded." })).toBeVisible({ timeout: 30_000 });
  const image = page.getByRole("img", { name: "Image 1 of the product" });
  await expect(image).toHaveAttribute("src", /\/v0\/b\/.+\/o\/products%2Fimages%2F.+\.png\?alt=media&token=/);
  await expect(page.getByText("Unsaved changes.")).toBeVisible();

  // Leaving with unsaved changes asks first; staying keeps what was typed.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  await page.getByRole("link", { name: "Back to the products" }).click();
  expect(await asked).toBe("confirm: You have unsaved changes. Leave this page and lose them?");
  await expect(page).toHaveURL("/products/new");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(NAME);
  await expectAccessible(page, "/products/new");

  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(`/products/${ID}`);
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${NAME}` })).toBeVisible();
  const audit = page.getByRole("table", { name: `Changes made by staff to ${NAME}, newest first` });
  await expect(audit.getByRole("row").last()).toContainText("Created");
  await expect(audit.getByRole("row").last()).toContainText(ADMIN.email);
  await expectAccessible(page, "/products/[id]");

  // In the shop: the product page (two colours, three sizes, the image) and a listing.
  await page.goto(`/product/${ID}`);
  const summary = page.getByTestId("product-summary");
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(summary.getByText("$31.50")).toBeVisible();
  // The uploaded image, through next/image, loads.
  const shown = page.locator(`img[srcset*="products%252Fimages%252F"], img[src*="products%252Fimages%252F"]`).first();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  const listing = `/shop-list-standard?q=${WORD}`;
  const card = page.getByRole("article").filter({ hasText: NAME });
  await page.goto(listing);
  await expect(card.getByText("$31.50")).toBeVisible();
  // The listing's Age facet: only the product's band.
  const ageBoxes = page.getByRole("form", { name: "Filters" }).getByRole("group", { name: "Age" }).getByRole("checkbox");
  const expectAges = async (names: string[]) => {
    await expect(ageBoxes).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(ageBoxes.nth(i)).toHaveAccessibleName(name);
  };
  await expectAges(["0–3 months (1)"]);

  // A new price: the cached product page and listing show it on the next visit.
  await page.goto(`/products/${ID}`);
  await islandsAlive(page);
  await page.getByLabel("Price (USD)").fill("27.00");
  // And from 12 months up, with no end.
  await page.getByLabel("From (months)").fill("12");
  await page.getByLabel("Up to (months, not included)").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. The shop shows the change." })).toBeVisible();
  const saved = Date.now();
  await page.goto(`/product/${ID}`);
  await expect(summary.getByText("$27.00")).toBeVisible();
  const productDelay = Date.now() - saved;
  await page.goto(listing);
  await expect(card.getByText("$27.00")).toBeVisible();
  await expectAges(["12–24 months (1)", "2–4 years (1)", "4 years + (1)"]);
  console.log(`save -> storefront shows the new price: product page ${productDelay} ms, listing ${Date.now() - saved} ms (each the next page load after the save)`);

  // The table finds it; archive it from its row.
  await page.goto(`/products?q=${WORD}`);
  const table = page.getByRole("table", { name: /^Products/ });
  // A new product is not translated yet: the list says so.
  await expect(table.getByRole("rowheader")).toHaveText([`${NAME} Translation missing`]);
  await expect(table.getByRole("row").last()).toContainText("$27.00");
  await expectAccessible(page, "/products");
  await islandsAlive(page);
  await table.getByRole("button", { name: `Archive ${NAME}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${NAME} is archived: hidden from the shop.` })).toBeFocused();
  await expect(table.getByRole("rowheader")).toContainText("Archived");

  // Gone from the shop: its page is a 404, the listing finds nothing.
  expect((await request.get(`/product/${ID}`)).status()).toBe(404);
  await page.goto(listing);
  await expect(card).toHaveCount(0);
});
