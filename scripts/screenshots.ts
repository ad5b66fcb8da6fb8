// npm run screenshots [-- --no-build] [--port 3400] [--only home,checkout]
// The README's pictures (docs/images/<page>-<desktop|phone>.webp): the production build on the
// local stack ("bench" ports; FIRESTORE_PORT, AUTH_PORT, STORAGE_PORT override) with the seeded
// demo data, in its own dist folder (.next-screenshots) so that it never touches another build,
// photographed by Playwright's Chromium at 1280x800 and as a Pixel 7. --no-build reuses the last
// .next-screenshots build (built on the same ports: the emulators' addresses are baked into it).
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, devices, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { runMain, startShop } from "./lib/shop";

const DIST_DIR = ".next-screenshots";
const OUT_DIR = "docs/images";
/** A demo product with two colours, a discount and three reviews (scripts/seed/catalog.ts is deterministic). */
const PRODUCT = "organic-cotton-hooded-towel";
/** What goes in the cart before the checkout: a product of another category, for a fuller summary. */
const CART = [PRODUCT, "felt-cloud-and-moon-mobile"];
const SHOPPER = { email: "shopper@flone.test", password: "shopper-demo-123" };
const ADMIN = { email: "admin@flone.test", password: "admin-demo-123" };
const WEBP_QUALITY = 80;
const SHOTS = ["home", "product", "checkout", "account", "dash"] as const;
type Shot = (typeof SHOTS)[number];

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "3400" },
    only: { type: "string" },
  },
});
const port = Number(values.port);
const only = values.only ? values.only.split(",") : [...SHOTS];
const unknown = only.filter((name) => !(SHOTS as readonly string[]).includes(name));
if (unknown.length) throw new Error(`--only: unknown ${unknown.join(", ")} (one of ${SHOTS.join(", ")})`);
if (values["no-build"] && !existsSync(`${DIST_DIR}/BUILD_ID`)) throw new Error(`--no-build: no build in ${DIST_DIR} yet (run once without it)`);

// Debian's chromium and the flags the e2e suite runs it with (playwright.config.ts).
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars"];

/** Same content on every run: one language, one clock zone, no motion. */
const COMMON: BrowserContextOptions = { locale: "en-US", timezoneId: "America/Chicago", colorScheme: "light", reducedMotion: "reduce" };
const FORMS: Record<"desktop" | "phone", BrowserContextOptions> = {
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  // A Pixel 7 drawn at 2x rather than its 2.625: as sharp at a README's sizes, a third fewer pixels.
  phone: { ...devices["Pixel 7"], deviceScaleFactor: 2 },
};

/**
 * The page as a visitor sees it once it has settled: every streamed part in, every island alive
 * (e2e/support/islands.ts), fonts loaded, the pictures in view decoded; then no focus ring, hover
 * or toast left in the picture.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page
    .waitForFunction(() => !document.querySelector("div[hidden][id^='S:']") && !document.querySelector("[data-island]:not([data-island='live'])"), undefined, { timeout: 30_000 })
    .catch(() => console.warn(`[screenshots] ${page.url()}: some part of the page did not come alive within 30 s`));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const unloadedInView = () =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        // checkVisibility: not in a closed <details> (content-visibility: hidden, never loaded).
        const inView = box.bottom > 0 && box.top < innerHeight && box.width > 0 && img.checkVisibility();
        return inView && !(img.complete && img.naturalWidth > 0);
      })
      .map((img) => img.currentSrc || img.src);
  for (let deadline = Date.now() + 20_000; ; await page.waitForTimeout(200)) {
    const missing = await page.evaluate(unloadedInView);
    if (!missing.length) break;
    if (Date.now() > deadline) {
      console.warn(`[screenshots] ${page.url()}: images in view not loaded: ${missing.join(", ")}`);
      break;
    }
  }
  await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  // Lazily loaded parts (the dashboard's chart) and late layout: one more quiet moment.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The sign-in page, then on to `to` once signed in (the browser's Firebase user too, as checkout needs). */
async function signIn(page: Page, who: { email: string; password: string }, to: string): Promise<void> {
  await page.goto(`/login-register?next=${encodeURIComponent(to)}`);
  const panel = page.getByRole("tabpanel", { name: "Sign in" });
  await panel.getByRole("textbox", { name: "Email address" }).fill(who.email);
  await panel.getByLabel("Password", { exact: true }).fill(who.password);
  await panel.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === to, { timeout: 30_000 });
}

/** The header's cart button once the stored cart is restored: "Cart, N items". */
async function cartCount(page: Page): Promise<number> {
  const cart = page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
  await cart.waitFor();
  return Number(/\d+/.exec((await cart.getAttribute("aria-label")) ?? "")?.[0] ?? 0);
}

/**
 * How a picture is framed: the viewport as the page opens, or scrolled so that `scrollTo` sits
 * under the sticky header (a phone's first screen of the account is its menu), or the viewport
 * made taller down to `until`'s bottom (the dashboard's chart), at most twice its height.
 */
type Frame = { scrollTo?: Locator; until?: Locator };

/** The framed picture as WebP; answers its path. */
async function capture(page: Page, name: string, frame: Frame = {}): Promise<string> {
  const viewport = page.viewportSize()!;
  if (frame.until) {
    const bottom = await frame.until.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    const height = Math.min(Math.ceil(bottom) + 32, viewport.height * 2);
    if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  }
  if (frame.scrollTo) {
    await frame.scrollTo.evaluate((el) => {
      const header = document.querySelector("header");
      const covered = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().height : 0;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - covered - 16);
    });
  }
  if (frame.until || frame.scrollTo) await settle(page);
  const png = await page.screenshot({ animations: "disabled", caret: "hide", scale: "device" });
  await page.setViewportSize(viewport);
  const file = `${OUT_DIR}/${name}.webp`;
  writeFileSync(file, await sharp(png).webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true }).toBuffer());
  return file;
}

async function shoot(browser: Browser, baseURL: string, form: "desktop" | "phone"): Promise<string[]> {
  const files: string[] = [];
  const context = () => browser.newContext({ ...COMMON, ...FORMS[form], baseURL });
  const want = (shot: Shot) => only.includes(shot);

  const guest = await context();
  const page = await guest.newPage();
  if (want("home")) {
    await page.goto("/");
    await settle(page);
    files.push(await capture(page, `home-${form}`));
  }
  if (want("product")) {
    await page.goto(`/product/${PRODUCT}`);
    await settle(page);
    files.push(await capture(page, `product-${form}`));
  }
  await guest.close();

  if (want("checkout") || want("account")) {
    const shopper = await context();
    const page = await shopper.newPage();
    await signIn(page, SHOPPER, `/product/${CART[0]}`);
    if (want("checkout")) {
      // The cart follows the account (the desktop pass filled it for the phone's): fill it only when empty.
      if ((await cartCount(page)) === 0) {
        for (const id of CART) {
          await page.goto(`/product/${id}`);
          const before = await cartCount(page);
          await settle(page);
          const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
          await page.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
          await page.getByRole("banner").getByRole("button", { name: `Cart, ${before + 1} item${before ? "s" : ""}` }).waitFor();
        }
      }
      await page.goto("/checkout");
      await page.getByTestId("checkout-totals").waitFor();
      await settle(page);
      // Desktop: down to the end of the order's summary (its "Place order" button); the phone's first screen is the form.
      const until = form === "desktop" ? page.getByRole("complementary", { name: "Your order" }) : undefined;
      files.push(await capture(page, `checkout-${form}`, { until }));
    }
    if (want("account")) {
      await page.goto("/my-account");
      await page.getByRole("heading", { level: 2, name: "Your details" }).waitFor();
      await settle(page);
      // A phone's first screen is the account's menu: start at the page's own content.
      const scrollTo = form === "phone" ? page.getByRole("navigation", { name: "Breadcrumb" }) : undefined;
      files.push(await capture(page, `account-${form}`, { scrollTo }));
    }
    await shopper.close();
  }

  if (want("dash")) {
    const admin = await context();
    const page = await admin.newPage();
    await signIn(page, ADMIN, "/dash");
    // The chart (uPlot) is loaded lazily: wait for its canvas.
    const chart = page.getByRole("img", { name: /^Bar chart of revenue per day/ });
    await chart.locator("canvas").first().waitFor({ state: "attached" });
    await settle(page);
    const figures = page.getByRole("navigation", { name: "Period" });
    // Desktop: down to the chart's card; a phone's first screen is the menu and the shop's counts.
    const chartCard = page.getByText("Sales per day as a table");
    files.push(await capture(page, `dash-${form}`, form === "desktop" ? { until: chartCard } : { scrollTo: figures }));
    await admin.close();
  }
  return files;
}

runMain(async (onStop) => {
  const started = performance.now();
  mkdirSync(OUT_DIR, { recursive: true });
  const shop = await startShop({ profile: "bench", port, mode: "start", build: !values["no-build"], env: { NEXT_DIST_DIR: DIST_DIR } });
  onStop(shop.stop);
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  onStop(() => browser.close());
  const files = [...(await shoot(browser, shop.url, "desktop")), ...(await shoot(browser, shop.url, "phone"))];
  console.log("");
  for (const file of files) console.log(`  ${file}  ${(statSync(file).size / 1024).toFixed(1)} KB`);
  console.log(`\n  ${files.length} pictures in ${Math.round((performance.now() - started) / 1000)} s\n`);
});
