import { resolveChoice, type PurchaseVariant } from "./choice";

const variants: PurchaseVariant[] = [
  { color: "pink", image: "/p.svg", sizes: [{ name: "0-3M", stock: 0 }, { name: "3-6M", stock: 0 }] },
  { color: "blue", image: "/b.svg", sizes: [{ name: "0-3M", stock: 4 }, { name: "3-6M", stock: 1 }] },
  { color: "mint", image: "/m.svg", sizes: [{ name: "One size", stock: 2 }] },
];

describe("resolveChoice (the product page's colour and size)", () => {
  it("takes the URL's colour and size", () => {
    expect(resolveChoice(variants, "blue", "3-6M")).toEqual({ color: variants[1], size: { name: "3-6M", stock: 1 } });
  });

  it("without a colour: the first colour with stock, and no size until one is chosen", () => {
    expect(resolveChoice(variants, null, null)).toEqual({ color: variants[1], size: null });
  });

  it("a size the colour does not have is no choice", () => {
    expect(resolveChoice(variants, "blue", "XL")?.size).toBeNull();
  });

  it("a colour with a single size has that size chosen", () => {
    expect(resolveChoice(variants, "mint", null)?.size).toEqual({ name: "One size", stock: 2 });
  });

  it("an unknown colour falls back like no colour; no variants, no choice", () => {
    expect(resolveChoice(variants, "green", "0-3M")).toEqual({ color: variants[1], size: { name: "0-3M", stock: 4 } });
    expect(resolveChoice([], "blue", null)).toBeNull();
  });
});
