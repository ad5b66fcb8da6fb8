// Product reviews from the product page's reviews tab. Signed out, the tab offers to sign in and
// come back; signed in without having received the product, it says that only shoppers who did may
// review it. A new shopper whose order of the product was delivered (placed and moved by the shop's
// own order code) posts a review (stars by keyboard, a too-short text refused first), sees it as a
// verified purchase with the new average and count, then replaces it. A product no other spec
// uses; its reviews are read from Firestore first, so reviews left by earlier runs change nothing
// in what is expected.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { REVIEWS_COLLECTION } from "@/lib/catalog/review-rules";
import { expectAccessible } from "./support/a11y";
import { newShopper, register, signInShopper } from "./support/accounts";
import { withFirestore } from "./support/firestore";
import { deliveredOrder } from "./support/orders";

const PRODUCT = { id: "wooden-xylophone-with-mallets", name: "Wooden Xylophone with Mallets" };

type StoredReview = { uid: string | null; rating: number; text: string; verified: boolean };

/** The product's reviews as stored now (the test stack's Firestore). */
const storedReviews = (): Promise<StoredReview[]> =>
  withFirestore(async (db) => (await db.collection("products").doc(PRODUCT.id).collection(REVIEWS_COLLECTION).get()).docs.map((d) => d.data() as StoredReview));

/** The mean to one decimal, as the shop computes it. */
const average = (ratings: number[]) => Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10;
/** What the tab shows for these ratings: "4.3 out of 5". */
const averageText = (ratings: number[]) => `${average(ratings)} out of 5`;

const reviewsTab = (page: Page) => page.getByRole("tablist", { name: "Product details" }).getByRole("tab", { name: /^Reviews/ });
const reviewsPanel = (page: Page) => page.getByRole("tabpanel", { name: /^Reviews/ });

/** A new shopper with a first name of their own, so their review is told apart from other runs'. */
function shopper() {
  const first = `Kim${randomUUID().replace(/[^a-f]/g, "").slice(0, 5)}`;
  return { ...newShopper(), firstName: first, lastName: "Parent", author: `${first} P.` };
}

test("signed out, the reviews tab offers to sign in and come back to it", async ({ page }) => {
  await page.goto(`/product/${PRODUCT.id}`);
  await expect(page.getByRole("tablist", { name: "Product details" })).toHaveAttribute("data-ready", "");
  await reviewsTab(page).click();
  const panel = reviewsPanel(page);
  const write = panel.getByRole("region", { name: "Write a review" });
  const link = write.getByRole("link", { name: "Sign in to write a review" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `/login-register?next=${encodeURIComponent(`/product/${PRODUCT.id}#product-reviews`)}`);
  // The island is alive and still shows the link: nobody is signed in.
  await expect(write).toHaveAttribute("data-review-form", "guest");
  await expect(panel.getByRole("button", { name: "Post review" })).toHaveCount(0);

  // Another layout comes back to itself.
  await page.goto(`/product-tab-left/${PRODUCT.id}#product-reviews`);
  await expect(reviewsPanel(page).getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
    "href",
    `/login-register?next=${encodeURIComponent(`/product-tab-left/${PRODUCT.id}#product-reviews`)}`,
  );
});

test("a signed-in shopper who has not received the product is told so, and gets no form", async ({ page }) => {
  await page.goto(`/product/${PRODUCT.id}#product-reviews`);
  await signInShopper(page, shopper(), { create: true });
  const write = reviewsPanel(page).getByRole("region", { name: "Write a review" });
  await expect(write).toHaveAttribute("data-review-form", "not-verified");
  await expect(write.getByText("Only shoppers who have received this product can review it.", { exact: false })).toBeVisible();
  await expect(write.getByRole("button", { name: "Post review" })).toHaveCount(0);
  await expect(write.getByRole("link", { name: "Sign in to write a review" })).toHaveCount(0);
});

test("a shopper whose order was delivered posts a review, sees it as a verified purchase with the new average and count, then replaces it", async ({ page }) => {
  // An order through checkout's code and four staff moves, then two posts and two page renders.
  test.slow();
  const who = shopper();
  const account = await register(who.email, who.password);
  await deliveredOrder(account, PRODUCT.id);

  await page.goto(`/product/${PRODUCT.id}#product-reviews`);
  await signInShopper(page, who); // reloads the page, signed in
  const panel = reviewsPanel(page);
  await expect(panel).toBeVisible(); // the link's #product-reviews opens the tab
  const write = panel.getByRole("region", { name: "Write a review" });
  const post = write.getByRole("button", { name: "Post review" });
  await expect(post).toBeVisible();
  await expect(write.getByText("You have reviewed this product.", { exact: false })).toHaveCount(0);

  const others = (await storedReviews()).map((r) => r.rating);
  const rating = 4;
  const count = others.length + 1;

  // Stars by keyboard: a radio group, the arrow keys move and choose.
  const oneStar = write.getByRole("radio", { name: "1 star" });
  await oneStar.focus();
  for (let i = 1; i < rating; i++) await page.keyboard.press("ArrowRight");
  const chosen = write.getByRole("radio", { name: `${rating} stars` });
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();

  // Too short: refused in the page, the error tied to the field, which takes focus.
  const text = write.getByRole("textbox", { name: /^Your review/ });
  await text.fill("Too short");
  await post.click();
  const error = write.getByText("Please write between 10 and 2,000 characters.");
  await expect(error).toBeVisible();
  await expect(text).toBeFocused();
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveAttribute("aria-describedby", new RegExp(`(^| )${await error.getAttribute("id")}( |$)`));
  await expectAccessible(page, "product page, review form with an error");

  const words = `Our toddler plays it every morning; the mallets are just the right size. (${Date.now()})`;
  await text.fill(words);
  await post.click();
  const status = write.getByRole("status");
  await expect(status).toHaveText("Thank you! Your review is posted.");
  await expect(status).toBeFocused();

  // The page shows the review as a verified purchase, the new average and count (the action
  // refreshed its cached page).
  const mine = panel.getByRole("article", { name: `Review by ${who.author}` });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(words);
  await expect(mine.getByText("Verified purchase")).toBeVisible();
  await expect(mine.getByRole("img", { name: `Rated ${rating} out of 5`, exact: true })).toBeVisible();
  await expect(panel.getByText(averageText([...others, rating]), { exact: true })).toBeVisible();
  await expect(panel.getByText(count === 1 ? "based on 1 review" : `based on ${count} reviews`)).toBeVisible();
  await expect(reviewsTab(page)).toHaveText(`Reviews (${count})`);
  expect((await storedReviews()).filter((r) => r.uid === account.uid)).toEqual([expect.objectContaining({ rating, text: words, verified: true })]);

  // Again, after a reload: the form is prefilled and says so; the new review replaces the first.
  await page.reload();
  await expect(reviewsPanel(page)).toBeVisible();
  await expect(write.getByText("You have reviewed this product. Posting again replaces your review.")).toBeVisible();
  await expect(text).toHaveValue(words);
  await expect(chosen).toBeChecked();
  const again = `Still a favourite a week later, and it still sounds in tune. (${Date.now()})`;
  await write.locator("label", { hasText: "2 stars" }).click(); // a star, by pointer this time
  await expect(write.getByRole("radio", { name: "2 stars" })).toBeChecked();
  await text.fill(again);
  await post.click();
  await expect(status).toHaveText("Thank you! Your review is updated.");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(again);
  await expect(panel.getByText(words)).toHaveCount(0);
  await expect(panel.getByText(averageText([...others, 2]), { exact: true })).toBeVisible();
  await expect(reviewsTab(page)).toHaveText(`Reviews (${count})`);

  // The shop's listings show the new rating too (the card's stars).
  await page.goto(`/search?q=${encodeURIComponent("wooden xylophone")}`);
  const card = page.getByRole("article").filter({ hasText: PRODUCT.name }).first();
  // Stars are drawn to the nearest half.
  await expect(card.getByRole("img", { name: `Rated ${Math.round(average([...others, 2]) * 2) / 2} out of 5`, exact: true })).toBeVisible();
});
