import { availability, finalPrice, productSchema, stockOf, totalStock, type Product } from "./schema";

const base = {
  id: "cosy-sleepsuit",
  sku: "CL-001",
  name: "Cosy Sleepsuit",
  price: 1999,
  categories: ["clothing"],
  images: ["/demo/products/sleepsuit-blue.svg"],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("productSchema", () => {
  it("fills defaults for optional fields", () => {
    const p = productSchema.parse(base);
    expect(p).toMatchObject({ discount: 0, new: false, stock: 0, variations: [], reviewCount: 0, ratingSum: 0, tags: [] });
  });

  it.each([
    ["a fractional price", { price: 19.99 }],
    ["a negative stock", { stock: -1 }],
    ["an unknown category", { categories: ["weapons"] }],
    ["an id with a slash", { id: "a/b" }],
    ["a discount of 100%", { discount: 100 }],
    ["no image", { images: [] }],
  ])("rejects %s", (_, over) => {
    expect(productSchema.safeParse({ ...base, ...over }).success).toBe(false);
  });
});

describe("price and stock helpers", () => {
  const p = productSchema.parse({
    ...base,
    discount: 15,
    variations: [
      { color: "blue", image: "/b.svg", size: [{ name: "0-3M", stock: 2 }, { name: "3-6M", stock: 0 }] },
      { color: "pink", image: "/p.svg", size: [{ name: "0-3M", stock: 5 }] },
    ],
  }) as Product;

  it("rounds the discounted price to the cent", () => {
    expect(finalPrice(p)).toBe(1699); // 1999 * 0.85 = 1699.15
    expect(finalPrice({ price: 1000, discount: 0 })).toBe(1000);
  });

  it("adds stock over every colour and size, or uses the product's own stock", () => {
    expect(totalStock(p)).toBe(7);
    expect(totalStock({ variations: [], stock: 4 })).toBe(4);
  });

  it("gives the stock of one choice, 0 for an unknown one", () => {
    expect(stockOf(p, "blue", "0-3M")).toBe(2);
    expect(stockOf(p, "blue", "3-6M")).toBe(0);
    expect(stockOf(p, "green", "0-3M")).toBe(0);
    expect(stockOf({ variations: [], stock: 3 })).toBe(3);
  });

  it("says which choices can be bought, whatever their counts", () => {
    expect(availability(p)).toBe("10,1");
    const fewer = { ...p, variations: p.variations.map((v) => ({ ...v, size: v.size.map((s) => ({ ...s, stock: Math.max(0, s.stock - 1) })) })) };
    expect(availability(fewer)).toBe("10,1");
    const soldOut = { ...p, variations: p.variations.map((v) => ({ ...v, size: v.size.map((s) => ({ ...s, stock: Math.max(0, s.stock - 2) })) })) };
    expect(availability(soldOut)).toBe("00,1");
    expect(availability({ variations: [], stock: 3 })).toBe("1");
    expect(availability({ variations: [], stock: 0 })).toBe("0");
  });
});
