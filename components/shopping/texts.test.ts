import { fill, plural, thumbnail } from "./texts";

describe("shopping texts", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("Add {name} to cart", { name: "Glass Bottle" })).toBe("Add Glass Bottle to cart");
    expect(fill("Only {count} left, {other}", { count: 3 })).toBe("Only 3 left, {other}");
  });

  it("picks the plural form of the language", () => {
    const forms = { one: "{count} item", other: "{count} items" };
    expect(plural("en", forms, 1)).toBe("1 item");
    expect(plural("en", forms, 0)).toBe("0 items");
    expect(plural("fr", { one: "{count} article", other: "{count} articles" }, 0)).toBe("0 article");
    expect(plural("de", { one: "{count} Produkt", other: "{count} Produkte" }, 2)).toBe("2 Produkte");
  });

  it("thumbnails go through the image optimiser, only for site paths and https URLs", () => {
    expect(thumbnail("/demo/products/bottle-pink.svg")).toBe("/_next/image?url=%2Fdemo%2Fproducts%2Fbottle-pink.svg&w=128&q=75");
    expect(thumbnail("https://firebasestorage.googleapis.com/x.jpg", 256)).toContain("&w=256&q=75");
    expect(thumbnail("javascript:alert(1)")).toBeNull();
    expect(thumbnail("//evil.example/x.png")).toBeNull();
    expect(thumbnail("")).toBeNull();
  });
});
