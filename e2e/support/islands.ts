// Waiting for a page's client islands (components/ui/island.tsx) before using them.
import { expect, type Page } from "@playwright/test";

/**
 * Every island of the page alive (buttons answer through server actions). First the page has
 * streamed in: the whole document (a click on a plain link returns once the next document has
 * started, when the content behind <Suspense> may not be there at all, so there is no island to
 * wait for yet), and nothing left in React's hidden `<div id="S:n">`, where an island is not
 * visible, so it would not be waited for. Then the visible islands only: after a client
 * navigation Next keeps the pages left behind in a hidden <Activity>, whose islands do not run
 * effects while hidden.
 */
export async function islandsAlive(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.locator("div[hidden][id^='S:']")).toHaveCount(0);
  await expect(page.locator("[data-island]:not([data-island='live'])").filter({ visible: true })).toHaveCount(0);
}

/**
 * Holds back the page's script chunks until the returned function is called, as on a slow phone:
 * the server's HTML is there, React is not. Held, not delayed by a fixed time, so what the test
 * does meanwhile always comes first. Every chunk, or with `only` those whose source it accepts
 * (the others arrive: Next's router is alive). Chunk URLs carry the deployment id (?dpl=...).
 */
export async function holdScripts(page: Page, only?: (source: string) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js(\?.*)?$/, async (route) => {
    if (!only) {
      await released;
      return route.continue();
    }
    const response = await route.fetch();
    if (only(await response.text())) await released;
    await route.fulfill({ response });
  });
  return release;
}
