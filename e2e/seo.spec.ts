// What crawlers and tools read: sitemap.xml, robots.txt, translations over HTTP, and 404s for
// paths no route matches (with a dot, or under /api), on the shop's own translated page.
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";

/** A page's URL in a language: the bare one for English (the default), else with `lng=` (lib/seo.ts). */
const inLanguage = (path: string, lng: string) => (lng === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);

test("sitemap.xml lists the pages, every product and every post, in each language", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")));
  const paths = locs.map((u) => u.pathname + u.search);
  // Each language's URL is its own entry (the canonical of that version); English's is the bare one.
  for (const path of ["/", "/shop-grid-standard", "/blog-standard", "/about", "/contact", "/refund", "/buying", "/shipping"]) {
    for (const lng of ["en", "fr", "de"]) expect(paths, path).toContain(inLanguage(path, lng));
    expect(paths, path).not.toContain(`${path}?lng=en`);
  }
  for (const lng of ["en", "fr", "de"]) {
    expect(paths.filter((p) => /^\/product\/[a-z0-9-]+/.test(p) && p === inLanguage(p.split("?")[0]!, lng)).length, lng).toBe(124);
    expect(paths.filter((p) => p.startsWith("/blog-details-standard?post=") && p === inLanguage(p.split("&")[0]!, lng)).length, lng).toBe(7);
  }
  expect(new Set(paths).size).toBe(paths.length);

  // A product on the shop's first page is in it.
  await page.goto("/shop-grid-standard");
  const href = await page.getByRole("region", { name: "Products" }).getByRole("article").first().getByRole("link").first().getAttribute("href");
  expect(paths).toContain(href);
});

test("sitemap.xml names each page's URL in every language (hreflang alternates)", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = xml.split("<url>").map((u) => u.replace(/&amp;/g, "&"));
  const pathOf = (href: string) => new URL(href).pathname + new URL(href).search;
  for (const path of ["/product/eco-diapers", "/blog-details-standard?post=bath-time-safety", "/about"]) {
    const join = path.includes("?") ? "&" : "?";
    for (const lng of ["en", "fr", "de"]) {
      const entry = entries.find((u) => { const loc = /<loc>([^<]+)<\/loc>/.exec(u); return loc !== null && pathOf(loc[1]!) === inLanguage(path, lng); }) ?? "";
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, pathOf(m[2]!)] as const);
      expect(Object.fromEntries(links), `${path} in ${lng}`).toEqual({
        en: path,
        fr: `${path}${join}lng=fr`,
        de: `${path}${join}lng=de`,
        "x-default": path,
      });
    }
  }
});

test("a product and a post name their page in each language, and each language's URL shows it", async ({ page, request }) => {
  for (const [path, titles] of [
    ["/product/eco-diapers", { en: "Eco Diapers", fr: "Couches écologiques", de: "Öko-Windeln" }],
    ["/blog-details-standard?post=bath-time-safety", { en: "Bath time safety", fr: "Le bain en toute sécurité", de: "Sicher baden" }],
  ] as const) {
    await page.goto(path);
    const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
    const join = path.includes("?") ? "&" : "?";
    expect(alternates.map(([lang, href]) => [lang, new URL(href!, page.url()).pathname + new URL(href!, page.url()).search]).sort(), path).toEqual(
      [["de", `${path}${join}lng=de`], ["en", path], ["fr", `${path}${join}lng=fr`], ["x-default", path]].sort(),
    );
    for (const [lang, title] of Object.entries(titles)) {
      const html = await (await request.get(`${path}${join}lng=${lang}`)).text();
      expect(html, `${path} in ${lang}`).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      expect(html, `${path} in ${lang}`).toMatch(new RegExp(`<h1[^>]*>${title}`));
      // Each language version is its own canonical, the URL its hreflang names.
      const own = inLanguage(path, lang).replace(/&/g, "&amp;").replace(/[?]/g, "\\?");
      expect(html, `${path} in ${lang}`).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${own}"`));
    }
  }
});

test("robots.txt allows the shop, keeps private paths out and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain("Allow: /");
  for (const path of ["/api/", "/checkout", "/my-account", "/dash"]) expect(text).toContain(`Disallow: ${path}`);
  // The cart page holds no visitor's data (it renders from the browser's state): crawlable.
  expect(text).not.toMatch(/Disallow: \/cart\b/);
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test("translations are served over HTTP by language and namespace", async ({ request }) => {
  const fr = await request.get("/locales/fr/Blog.json");
  expect(fr.status()).toBe(200);
  expect(fr.headers()["content-type"]).toMatch(/application\/json/);
  expect(fr.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const blog = await fr.json();
  expect(blog.title).toBe("Le blog");
  expect((await (await request.get("/locales/de/Common.json")).json()).home).toBe("Startseite");
  expect((await (await request.get("/locales/en/Common.json")).json()).home).toBe("Home");

  for (const path of ["/locales/fr/NoSuchNamespace.json", "/locales/xx/Common.json", "/locales/fr/Common", "/locales/fr/__proto__.json"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // The missing-key save path is for development only.
  expect((await request.post("/locales/add/en/Common", { data: { "Common.x": "x" } })).status()).toBe(404);
});

test("paths no route matches answer 404 with the shop's translated not-found page", async ({ page, request, browser }) => {
  for (const path of ["/foo.txt", "/api/no-such-endpoint", "/deep/path/file.php", "/this-page-does-not-exist"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto("/foo.txt");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expect(page.getByRole("main")).toBeVisible();

  const search = page.getByRole("main").getByRole("search");
  await search.getByRole("searchbox", { name: "Search the shop" }).fill("bottle");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=bottle$/);

  // A program asking an unknown API path gets JSON; a French browser gets the page, in French.
  const api = await request.get("/api/nope", { headers: { accept: "application/json" } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: "Not found", requestId: api.headers()["x-request-id"] });
  const french = await browser.newContext({ locale: "fr-FR" });
  const frPage = await french.newPage();
  for (const path of ["/api/nope", "/old-page.php"]) {
    expect((await frPage.goto(path))?.status(), path).toBe(404);
    await expect(frPage.getByRole("heading", { level: 1 })).toHaveText("Nous n’avons pas trouvé cette page");
    await expect(frPage.locator("html")).toHaveAttribute("lang", "fr");
  }
  await french.close();
});

test("the not-found page offers a search and ways back", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("search")).toHaveAttribute("action", "/search");
  for (const name of ["Back to the home page", "Browse the shop", "Blog", "Contact"]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page, "not-found page");
});

test("the cart page is indexable, with its own description and canonical URL", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/cart$/);
});
