import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LISTING_ROUTES } from "@/lib/routes";
import { LISTING_LAYOUTS } from "./layouts";

const page = (route: string) => path.join(process.cwd(), "app/[locale]/(shop)", route, "[...query]", "page.tsx");

describe("the table of listing layouts", () => {
  it("has the shop's nine listing routes", () => {
    expect([...LISTING_ROUTES].sort()).toEqual(
      [
        "shop-grid-standard",
        "shop-grid-filter",
        "shop-grid-two-column",
        "shop-grid-no-sidebar",
        "shop-grid-full-width",
        "shop-grid-right-sidebar",
        "shop-list-standard",
        "shop-list-full-width",
        "shop-list-two-column",
      ].sort(),
    );
  });

  it("gives every route its own arrangement", () => {
    const shapes = LISTING_ROUTES.map((r) => JSON.stringify({ ...LISTING_LAYOUTS[r], counterpart: undefined }));
    expect(new Set(shapes).size).toBe(LISTING_ROUTES.length);
  });

  it("switches grid and list to a route in the other view", () => {
    for (const route of LISTING_ROUTES) {
      const layout = LISTING_LAYOUTS[route];
      expect([route, LISTING_LAYOUTS[layout.counterpart].view]).toEqual([route, layout.view === "grid" ? "list" : "grid"]);
    }
  });

  it("has one small page file per route, naming its preset of the shared engine", () => {
    for (const route of LISTING_ROUTES) {
      expect(existsSync(page(route))).toBe(true);
      const source = readFileSync(page(route), "utf8");
      expect(source).toContain(`listingRoute("${route}")`);
      expect(source.split("\n").length).toBeLessThan(12);
    }
  });
});
