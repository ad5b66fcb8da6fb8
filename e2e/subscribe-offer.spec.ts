// Subscribe and save on the storefront, on the seeded demo nappies (Size 1 to 6, every 2, 3, 4, 6
// or 8 weeks, 10 % off): the product page offers buying once or subscribing, with the price of
// each delivery; the Subscribe link carries the interval, colour, size and quantity chosen; buying
// once is still "Add to cart". A listing's card says the product can be subscribed to.
import { expect, test } from "@playwright/test";
import { finalPrice, productDocSchema } from "@/lib/catalog/schema";
import { productWithDealState } from "@/lib/catalog/deals";
import { expectAccessible } from "./support/a11y";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";

const NAPPIES = { id: "eco-diapers", name: "Eco Diapers" };

/** "$12.99" as the page writes a price in cents. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("the demo nappies offer buying once or subscribing, priced per delivery, and the Subscribe link carries the choice", async ({ page }) => {
  // The price a shopper sees that day: the stored product, after its own deal (if still running).
  const stored = await withFirestore(async (db) => productDocSchema.parse((await db.collection("products").doc(NAPPIES.id).get()).data()));
  const unit = finalPrice(productWithDealState({ id: NAPPIES.id, ...stored }, Date.now()));
  // 10 % off each unit, half a cent up.
  const subscriberUnit = unit - Math.round(unit / 10);
  const eachDelivery = (quantity: number) => `Each delivery: ${dollars(subscriberUnit * quantity)} (${quantity} × ${dollars(subscriberUnit)}), plus delivery and tax as on any order.`;

  await page.goto(`/product/${NAPPIES.id}`);
  await islandsAlive(page);
  const choice = page.getByRole("group", { name: "How to buy" });
  const once = choice.getByRole("radio", { name: "One-time purchase" });
  const subscribe = choice.getByRole("radio", { name: /^Subscribe every/ });
  // Both choices, buying once first; the subscription's default interval is four weeks.
  await expect(once).toBeChecked();
  await expect(subscribe).toHaveAccessibleName("Subscribe every 4 weeks, save 10%");
  await expect(page.getByTestId("delivery-price")).toHaveText(eachDelivery(1));
  await expect(subscribe).toHaveAccessibleDescription(eachDelivery(1));
  await expect(page.getByRole("button", { name: `Add ${NAPPIES.name} to cart` })).toBeVisible();

  // Subscribing: the interval to choose, and "Subscribe" once a size is chosen.
  await subscribe.check();
  const interval = page.getByRole("combobox", { name: "Deliver" });
  await expect(interval).toHaveValue("4");
  await expect(interval.getByRole("option")).toHaveText(["every 2 weeks", "every 3 weeks", "every 4 weeks", "every 6 weeks", "every 8 weeks"]);
  await expect(page.getByRole("button", { name: `Subscribe to ${NAPPIES.name}` })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: `Add ${NAPPIES.name} to cart` })).toHaveCount(0);

  await page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: "Size 3", exact: true }).check();
  await expect(page).toHaveURL(/[?&]size=Size\+3/);
  const link = page.getByRole("link", { name: `Subscribe to ${NAPPIES.name}` });
  await expect(link).toHaveText("Subscribe");
  await expect(link).toHaveAttribute("href", "/subscribe/eco-diapers?interval=4&color=white&size=Size+3&quantity=1");

  // Two packs every six weeks: the price and the link follow.
  await page.getByRole("button", { name: "One more" }).click();
  await expect(page.getByTestId("delivery-price")).toHaveText(eachDelivery(2));
  await interval.selectOption({ label: "every 6 weeks" });
  await expect(subscribe).toHaveAccessibleName("Subscribe every 6 weeks, save 10%");
  await expect(link).toHaveAttribute("href", "/subscribe/eco-diapers?interval=6&color=white&size=Size+3&quantity=2");
  await page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: "Size 5", exact: true }).check();
  await expect(link).toHaveAttribute("href", "/subscribe/eco-diapers?interval=6&color=white&size=Size+5&quantity=2");
  await expectAccessible(page, "/product/[id] (subscribable)");

  // Back to buying once: "Add to cart" again, and no interval to choose.
  await once.check();
  await expect(page.getByRole("button", { name: `Add ${NAPPIES.name} to cart` })).toBeVisible();
  await expect(interval).toHaveCount(0);
  await expect(link).toHaveCount(0);
});

test("a listing's card says the demo nappies can be subscribed to, and a product sold once says nothing", async ({ page }) => {
  await page.goto("/shop-list-standard?q=eco+diapers");
  const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(card(NAPPIES.name).getByText("Subscribe & save 10%")).toBeVisible();
  await expect(card("Newborn Eco Diapers Size 1 (50 pack)")).toBeVisible();
  await expect(card("Newborn Eco Diapers Size 1 (50 pack)").getByText(/^Subscribe/)).toHaveCount(0);
});
