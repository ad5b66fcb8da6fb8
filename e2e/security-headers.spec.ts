// The security headers (lib/security-headers.ts, set in next.config.ts) on what the production
// server answers, and a walk through every template of the shop, signed out, as a shopper and as
// the admin, that fails on any Content-Security-Policy violation: reported in the console or as a
// securitypolicyviolation event. The walk also does what loads later: quick view, the search box,
// a toast, signing in through the Firebase web SDK (Auth emulator) and an image upload (Storage).
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { BLOG_LIST_ROUTES, INFO_PAGES, LISTING_ROUTES, PRODUCT_ROUTES } from "@/lib/routes";
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../scripts/stack/index";
import { newShopper, signInShopper } from "./support/accounts";
import { islandsAlive } from "./support/islands";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";

const PRODUCT = { id: "classic-bath-duck", name: "Classic Bath Duck" };
const PNG = path.join(__dirname, "fixtures/pink-square.png");

declare global {
  interface Window {
    __cspViolation?: (report: string) => Promise<void>;
  }
}

/** Every header of lib/security-headers.ts, as a server over http sends them (no HSTS there). */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  expect(headers["x-frame-options"], what).toBe("DENY");
  // The test server is plain http (SITE_URL unset): HSTS is only sent for an https site.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/**
 * Records every CSP violation of the page, across navigations: Chromium's console message and the
 * document's securitypolicyviolation event (reported through an exposed function).
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) violations.push(`console on ${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction("__cspViolation", (report: string) => void violations.push(`event: ${report}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      void window.__cspViolation?.(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber}) on ${location.href}`);
    });
  });
  return violations;
}

/** Open `path`, let its islands come alive and what is below the fold load; no violation so far. */
async function visit(page: Page, violations: string[], target: string, status = 200) {
  const response = await page.goto(target);
  expect(response?.status(), target).toBe(status);
  expectSecurityHeaders(response!.headers(), target);
  await islandsAlive(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await islandsAlive(page);
  await noViolation(page, violations, target);
}

/** No violation so far: after a frame, so that reports already queued in the page have arrived. */
async function noViolation(page: Page, violations: string[], what: string) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(violations, what).toEqual([]);
}

test("every kind of response of the production server carries the security headers", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home.headers(), "a prerendered page");
  // Static headers: the page is still served from the cache, not rendered per request.
  expect(home.headers()["cache-control"]).not.toMatch(/no-store|private/);
  const html = await home.text();

  const chunk = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  const css = /\/_next\/static\/[^"']+\.css/.exec(html)?.[0];
  const picture = /\/demo\/[^"' ]+\.svg/.exec(html)?.[0];
  expect([chunk, css, picture]).not.toContain(undefined);
  for (const [what, url] of [
    ["a route handler", "/api/health"],
    ["a static chunk", chunk!],
    ["a stylesheet", css!],
    ["an image from public/", picture!],
    ["the product page", `/product/${PRODUCT.id}`],
  ] as const) {
    const res = await request.get(url);
    expect(res.status(), what).toBe(200);
    expectSecurityHeaders(res.headers(), what);
  }

  // The image optimizer's answer keeps its own, stricter policy for SVGs (next.config images).
  const optimized = await request.get(`/_next/image?url=${encodeURIComponent(picture!)}&w=384&q=75`);
  expect(optimized.status()).toBe(200);
  expect(optimized.headers()["content-security-policy"]).toContain("script-src 'none'");
  expect(optimized.headers()["x-content-type-options"]).toBe("nosniff");

  // The proxy's redirect of a visitor without a session, and a 404.
  const refused = await request.get("/my-account", { maxRedirects: 0 });
  expect(refused.status()).toBe(307);
  expectSecurityHeaders(refused.headers(), "the proxy's redirect");
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers(), "a 404");
});

test("signed out: every storefront template, quick view, the search box and a toast, without a CSP violation", async ({ page }) => {
  test.slow(); // some thirty pages
  const violations = await watchCsp(page);
  const pages = [
    "/",
    ...LISTING_ROUTES.map((r) => `/${r}`),
    ...PRODUCT_ROUTES.map((r) => `/${r}/${PRODUCT.id}`),
    "/search?q=bottle",
    ...BLOG_LIST_ROUTES.map((r) => `/${r}`),
    "/blog-details-standard?post=bath-time-safety",
    ...Object.values(INFO_PAGES),
    "/cart",
    "/wishlist",
    "/compare",
    "/login-register",
    "/registry/sam-and-alex-baby",
  ];
  for (const target of pages) await visit(page, violations, target);
  await visit(page, violations, "/no-such-page", 404);

  // Quick view loads its dialog's code and the product when opened.
  await visit(page, violations, "/shop-grid-standard");
  const card = page.getByRole("region", { name: "Products" }).getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await islandsAlive(page);
  await card.getByRole("link", { name: `Quick view: ${name}` }).click();
  await expect(page.getByRole("dialog", { name: `Quick view: ${name}` }).getByRole("heading", { level: 2 })).toHaveText(name);
  await page.keyboard.press("Escape");

  // The header's search box, then a client navigation to the results.
  const box = page.getByRole("banner").getByRole("search");
  await box.getByRole("searchbox", { name: "Search products" }).fill("duck");
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Results for “duck”")).toBeVisible();

  // Add to cart: a server action and a toast (the toast library injects its styles).
  await visit(page, violations, `/product/${PRODUCT.id}`);
  await page.getByRole("button", { name: `Add ${PRODUCT.name} to cart` }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await islandsAlive(page);
  await noViolation(page, violations, "after adding to the cart");
});

test("a shopper: the account, registry and checkout pages without a CSP violation", async ({ page }) => {
  const violations = await watchCsp(page);
  await visit(page, violations, `/product/${PRODUCT.id}`);
  await signInShopper(page, newShopper(), { create: true });
  await page.getByRole("button", { name: `Add ${PRODUCT.name} to cart` }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  for (const target of ["/my-account", "/my-account/registry", "/checkout"]) await visit(page, violations, target);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  await noViolation(page, violations, "/checkout");
});

test("the admin: signing in through the web SDK, every admin screen and an image upload, without a CSP violation", async ({ page }) => {
  test.slow(); // a sign-in, eight screens and an upload
  const violations = await watchCsp(page);
  // The sign-in page talks to the Auth emulator from the browser (connect-src).
  await signInTo(page, DEMO_ADMIN, "/dash");
  await islandsAlive(page);
  await noViolation(page, violations, "signing in");
  for (const target of ["/dash", "/products", `/products/${PRODUCT.id}`, "/products/csv", "/orders", "/customers", "/customers/demo-shopper"]) {
    await visit(page, violations, target);
  }
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Orders" }).click();
  await page.getByRole("table").getByRole("link", { name: /^Open order / }).first().click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await islandsAlive(page);
  await noViolation(page, violations, "an order's page");

  // An upload: the browser sends the file to Storage (connect-src) and shows it from its download
  // URL (img-src). Last: leaving the form with an unsaved image would ask first.
  await visit(page, violations, "/products/new");
  await page.getByLabel("Upload an image").setInputFiles(PNG);
  await expect(page.getByRole("status").filter({ hasText: "pink-square.png uploaded." })).toBeVisible({ timeout: 30_000 });
  const image = page.getByRole("img", { name: "Image 1 of the product" });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  const src = (await image.getAttribute("src"))!;
  await noViolation(page, violations, "the upload");

  // The uploaded file goes again: the Storage emulator is as the seed left it.
  const object = decodeURIComponent(new URL(src).pathname.split("/o/")[1] ?? "");
  expect(object).toMatch(/^products\/images\//);
  const env = stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID);
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = env.FIREBASE_STORAGE_EMULATOR_HOST;
  const app = initializeApp({ projectId: DEFAULT_PROJECT_ID, storageBucket: env.FIREBASE_STORAGE_BUCKET }, `e2e-${randomUUID()}`);
  await getStorage(app).bucket().file(object).delete();
  await deleteApp(app);
});
