// Waiting for a page's client islands (components/ui/island.tsx) before using them.
import { expect, type Page } from "@playwright/test";

/**
 * Every island of the page alive (buttons answer through server actions). Visible ones only:
 * after a client navigation Next keeps the pages left behind in a hidden <Activity>, whose
 * islands do not run effects while hidden.
 */
export const islandsAlive = (page: Page) => expect(page.locator("[data-island]:not([data-island='live'])").filter({ visible: true })).toHaveCount(0);
