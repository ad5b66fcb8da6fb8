import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PRODUCT_ROUTES } from "@/lib/routes";
import { PRODUCT_LAYOUTS } from "./product-layouts";

const page = (route: string) => path.join(process.cwd(), "app/[locale]/(shop)", route, "[id]", "page.tsx");

describe("the table of product layouts", () => {
  it("has the six product routes, each arranged its own way", () => {
    expect([...PRODUCT_ROUTES].sort()).toEqual(
      ["product", "product-tab-left", "product-tab-right", "product-sticky", "product-slider", "product-fixed-image"].sort(),
    );
    const shapes = PRODUCT_ROUTES.map((r) => JSON.stringify(PRODUCT_LAYOUTS[r]));
    expect(new Set(shapes).size).toBe(PRODUCT_ROUTES.length);
  });

  it("has a static page file per route on the shared product route, each a real 404 for unknown ids", () => {
    for (const route of PRODUCT_ROUTES) {
      expect(existsSync(page(route))).toBe(true);
      const source = readFileSync(page(route), "utf8");
      expect(source).toMatch(new RegExp(`productRoute\\("${route}"`));
      expect(source).toContain('export const ensureStatic = "navigation"');
      expect(source).toContain("generateStaticParams");
    }
  });
});
