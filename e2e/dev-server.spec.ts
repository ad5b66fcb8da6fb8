// `npm run dev` in a browser: a `next dev` of its own (E2E_PORT + 30) on the test stack, started as
// scripts/lib/shop.ts starts it, in a dist folder of its own (.next-e2e: a developer's `npm run dev`
// in this checkout holds .next/dev, which Next locks). Two runs of it, the second restarted on the
// first's Turbopack cache as every `npm run dev` after the first is (production builds and
// benchmarks having run in between or not):
// - the first hydrates the home page opened by localhost;
// - the second hydrates the sign-in page opened by 127.0.0.1, the address it listens on (Next
//   serves its HMR to localhost alone unless told; [::1] it does not listen on), signs the demo
//   shopper in, and loads each page once: its HMR never answers "restart" to a page that connects.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ROUTES } from "@/lib/routes";
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../scripts/stack/index";
import { startServer, waitForUrl, type Server } from "../scripts/lib/proc";
import { LOOPBACK, READY_PATH, childEnv, nextCommand } from "../scripts/lib/shop";
import { islandsAlive } from "./support/islands";
import { restored } from "./support/shop";
import { DEMO_SHOPPER, signInOnPage } from "./support/sign-in-page";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 30;
const DIST_DIR = ".next-e2e";

let dev: Server | undefined;

async function startDev(): Promise<Server> {
  const env = childEnv({ ...stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID), NEXT_DIST_DIR: DIST_DIR, PORT: String(PORT) });
  const command = nextCommand("dev", PORT, LOOPBACK, env);
  const server = startServer("next", command.args, command.env);
  try {
    await waitForUrl(`http://${LOOPBACK}:${PORT}${READY_PATH.dev}`, 300_000, server.exited);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function stopDev() {
  await dev?.stop();
  dev = undefined;
}

test.afterAll(stopDev);

/** What a page did on the dev server: the documents it loaded and what its HMR sockets were told. */
function watch(page: Page) {
  const seen = { documents: [] as string[], syncs: 0, restarts: [] as string[] };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documents.push(new URL(request.url()).pathname);
  });
  page.on("websocket", (socket) => {
    if (new URL(socket.url()).pathname !== "/_next/hmr") return;
    socket.on("framereceived", ({ payload }) => {
      // Next's messages are JSON objects; the socket also carries React's debug stream.
      if (typeof payload !== "string" || !payload.startsWith("{")) return;
      const message = JSON.parse(payload) as { type?: string; data?: { type?: string; resource?: { path?: string } }[] };
      // "sync": the socket is Next's, open, and Next has said what it had to say on connecting.
      if (message.type === "sync") seen.syncs += 1;
      if (message.type === "reloadPage") seen.restarts.push("reloadPage");
      for (const update of message.type === "turbopack-message" ? (message.data ?? []) : []) {
        if (update.type === "restart") seen.restarts.push(`restart ${update.resource?.path}`);
      }
    });
  });
  return seen;
}

async function newPage(browser: Browser, origin: string): Promise<Page> {
  return (await browser.newContext({ baseURL: origin })).newPage();
}

test("npm run dev hydrates on localhost and 127.0.0.1, and restarted (after a production build) loads a page once", async ({ browser }) => {
  // Two `next dev` runs, each compiling the pages it serves: over a minute each on a 2-core
  // machine when .next-e2e is new, 20-40 s once its cache is warm.
  test.setTimeout(600_000);

  await test.step("a first run hydrates the home page opened by localhost", async () => {
    dev = await startDev();
    const page = await newPage(browser, `http://localhost:${PORT}`);
    const seen = watch(page);
    await page.goto(ROUTES.home);
    await restored(page); // the header's cart, filled in by the page's script
    await expect.poll(() => seen.syncs, { message: "the page's HMR socket is open" }).toBeGreaterThanOrEqual(1);
    await page.context().close();
    await stopDev();
  });

  await test.step("restarted, it signs the demo shopper in by 127.0.0.1, loading each page once", async () => {
    dev = await startDev();
    const page = await newPage(browser, `http://${LOOPBACK}:${PORT}`);
    const seen = watch(page);
    await page.goto(`${ROUTES.login}?next=${encodeURIComponent(ROUTES.account)}`);
    await expect.poll(() => seen.syncs, { message: "the sign-in page's HMR socket is open" }).toBeGreaterThanOrEqual(1);
    // The button is disabled until the page's script runs: signing in proves it hydrated.
    await signInOnPage(page, DEMO_SHOPPER);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.account, { timeout: 30_000 });
    await expect.poll(() => seen.syncs, { message: "the account page's HMR socket is open" }).toBeGreaterThanOrEqual(2);
    // On to the home page by its link: seconds of work (the page rendered, its code loaded) in
    // which an HMR "restart", which comes within a second or two of connecting, would have come.
    await page.getByRole("banner").getByRole("link", { name: "Flone baby shop, home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.home);
    await islandsAlive(page);
    expect(seen.restarts).toEqual([]);
    // Two documents, the sign-in page and the account page it sent the shopper to: no reload.
    expect(seen.documents).toEqual([ROUTES.login, ROUTES.account]);
    await page.context().close();
  });
});
