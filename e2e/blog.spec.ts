// The blog on the seeded posts (7, newest first, 6 per page): list -> post -> previous/next,
// pages, sidebar search/categories/tags, the three list layouts, and 404 for an unknown post.
import { expect, test, type Page } from "@playwright/test";

const NEWEST = "Safe sleep basics for the first year";
const SECOND = "Starting solids: a practical guide";
const OLDEST = "Babyproofing your home, room by room";

const articles = (page: Page) => page.getByRole("main").getByRole("article");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

test("list -> post -> previous and next article", async ({ page }) => {
  await page.goto("/blog-standard");
  await expect(articles(page)).toHaveCount(6);
  await expect(page.getByText(/^7 articles/)).toBeVisible();
  await expect(articles(page).first().getByRole("heading")).toHaveText(NEWEST);

  await articles(page).nth(1).getByRole("link", { name: SECOND }).click();
  await expect(page).toHaveURL(/\/blog-details-standard\?post=starting-solids-a-practical-guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECOND);
  await expect(page).toHaveTitle(`${SECOND} | Flone`);
  await expect(page.getByRole("main").getByRole("article")).toContainText("around 6 months");

  const more = page.getByRole("navigation", { name: "More articles" });
  await more.getByRole("link", { name: /Next article/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST);
  await expect(page).toHaveURL(/post=safe-sleep-basics-for-the-first-year$/);
  // The newest post has no next one.
  await expect(more.getByRole("link", { name: /Next article/ })).toHaveCount(0);

  await more.getByRole("link", { name: /Previous article/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECOND);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST);
});

test("without ?post= the details page shows the newest post", async ({ page }) => {
  await page.goto("/blog-details-standard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST);
});

test("pages through the list, starting each page at the top", async ({ page }) => {
  await page.goto("/blog-standard");
  await pagination(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await pagination(page).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/blog-standard\?page=2$/);
  await expect(articles(page)).toHaveCount(1);
  await expect(articles(page).getByRole("heading")).toHaveText(OLDEST);
  await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);

  await pagination(page).getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/blog-standard$/);
  await expect(articles(page)).toHaveCount(6);
  // A page past the end is not the last one again under a new URL: it answers 404.
  const past = await page.goto("/blog-standard?page=99");
  expect(past?.status()).toBe(404);
  await expect(articles(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
});

test("the sidebar searches and filters by category and tag", async ({ page }) => {
  await page.goto("/blog-standard");
  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });

  await sidebar.getByRole("searchbox", { name: "Search the blog" }).fill("car se");
  await sidebar.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/blog-standard\?q=car\+se$/);
  await expect(page.getByRole("heading", { name: "Articles matching “car se”" })).toBeVisible();
  await expect(articles(page)).toHaveCount(1);
  await expect(articles(page).getByRole("heading")).toHaveText("How to choose (and fit) a car seat");

  await page.getByRole("link", { name: "Show all articles" }).first().click();
  await expect(articles(page)).toHaveCount(6);

  await sidebar.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /^Feeding/ }).click();
  await expect(page).toHaveURL(/category=Feeding/);
  await expect(page.getByRole("heading", { name: "Category: Feeding" })).toBeVisible();
  await expect(articles(page)).toHaveCount(1);

  await page.getByRole("complementary").getByRole("navigation", { name: "Tags" }).getByRole("link", { name: "safety", exact: true }).click();
  await expect(page).toHaveURL(/tag=safety/);
  await expect(page.getByRole("heading", { name: "Tagged “safety”" })).toBeVisible();
  expect(await articles(page).count()).toBeGreaterThanOrEqual(3);

  await page.goto("/blog-standard?q=zzzzzz");
  await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
});

test("the three list layouts place the sidebar left, right or nowhere", async ({ page }) => {
  const box = async (path: string) => {
    await page.goto(path);
    await expect(articles(page).first()).toBeVisible();
    const list = await articles(page).first().boundingBox();
    const aside = page.getByRole("complementary", { name: "Blog sidebar" });
    return { list: list!, aside: (await aside.count()) > 0 ? await aside.boundingBox() : null, perRow: await perRow(page) };
  };
  const standard = await box("/blog-standard");
  expect(standard.aside!.x).toBeLessThan(standard.list.x);
  expect(standard.perRow).toBe(2);
  const right = await box("/blog-right-sidebar");
  expect(right.aside!.x).toBeGreaterThan(right.list.x);
  const none = await box("/blog-no-sidebar");
  expect(none.aside).toBeNull();
  expect(none.perRow).toBe(3);
});

async function perRow(page: Page): Promise<number> {
  const tops = await articles(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  return tops.filter((t) => t === tops[0]).length;
}

test("an unknown or malformed post answers 404 with the not-found page", async ({ page, request }) => {
  for (const path of ["/blog-details-standard?post=no-such-post", "/blog-details-standard?post=UPPER", "/blog-details-standard?post="]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto("/blog-details-standard?post=no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  // A known post still answers 200, also in another language.
  expect((await request.get("/blog-details-standard?post=bath-time-safety&lng=de")).status()).toBe(200);
});

test("a blog list page past the last answers 404; the pages before it answer 200", async ({ request }) => {
  expect((await request.get("/blog-standard?page=2")).status()).toBe(200);
  for (const path of ["/blog-standard?page=999", "/blog-no-sidebar?q=zzqxwv&page=2", "/blog-right-sidebar?category=Sleep&page=50"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the blog is translated", async ({ page }) => {
  await page.goto("/blog-standard?lng=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le blog");
  await expect(page.getByRole("complementary", { name: "Barre latérale du blog" })).toBeVisible();
  await page.goto("/blog-details-standard?post=bath-time-safety&lng=de");
  await expect(page.getByRole("navigation", { name: "Weitere Artikel" })).toBeVisible();
  // The body is German too, so it carries no lang= of its own.
  const paragraph = page.getByRole("main").locator("p", { hasText: "Die Badezeit kann einer der schönsten Momente des Tages sein" });
  await expect(paragraph).toBeVisible();
  await expect(paragraph).not.toHaveAttribute("lang");
});
