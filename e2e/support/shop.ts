// The shop's header and cart as the shopping specs find them.
import { expect, type Page } from "@playwright/test";

export const header = (page: Page) => page.getByRole("banner");
export const cartButton = (page: Page) => header(page).getByRole("button", { name: /^Cart/ });
/** The cart screen's lines. */
export const cartLines = (page: Page) => page.getByTestId("cart-line");

/** Wait until the stored state is restored: the header's cart button then says how many items. */
export async function restored(page: Page): Promise<void> {
  await expect(cartButton(page)).toHaveAccessibleName(/^Cart, \d+ items?$/);
}
