import type { CatalogEntry } from "./entry";
import { getEntries } from "./read";
import { loadSavedProducts, savedProductsInputSchema } from "./saved";

jest.mock("./read", () => ({ getEntries: jest.fn() }));
jest.mock("next-intl/server", () => ({
  getTranslations: async () => Object.assign((key: string) => ({ pink: "Rose" })[key] ?? key, { has: (key: string) => key === "pink" }),
}));

const entry: CatalogEntry = {
  id: "suit",
  sku: "S",
  name: "Suit",
  price: 2000,
  finalPrice: 1500,
  discount: 25,
  new: false,
  rating: 4.5,
  reviewCount: 0,
  saleCount: 0,
  categories: ["clothing"],
  tags: [],
  colors: ["pink", "light teal"],
  sizes: ["0-3M"],
  stock: 7,
  hasVariations: true,
  images: ["/s.svg"],
  shortDescription: "Soft.",
  createdAt: "2026-01-01T00:00:00.000Z",
};
const getEntriesMock = getEntries as jest.Mock;

describe("loadSavedProducts (wishlist and compare data)", () => {
  beforeEach(() => getEntriesMock.mockReset().mockResolvedValue([entry]));

  it("returns the catalogue's current data, colours in the shopper's language", async () => {
    expect(await loadSavedProducts({ ids: ["suit"], locale: "fr" })).toEqual([
      {
        id: "suit",
        name: "Suit",
        image: "/s.svg",
        price: 2000,
        finalPrice: 1500,
        discount: 25,
        stock: 7,
        hasVariations: true,
        rating: 4.5,
        shortDescription: "Soft.",
        colors: [
          { value: "pink", label: "Rose" },
          { value: "light teal", label: "light teal" },
        ],
        sizes: ["0-3M"],
      },
    ]);
  });

  it("names and describes each product in the shopper's language, English where untranslated", async () => {
    getEntriesMock.mockResolvedValue([{ ...entry, i18n: { fr: { name: "Combinaison" } } }]);
    expect((await loadSavedProducts({ ids: ["suit"], locale: "fr" }))[0]).toMatchObject({ name: "Combinaison", shortDescription: "Soft." });
    expect((await loadSavedProducts({ ids: ["suit"], locale: "de" }))[0]).toMatchObject({ name: "Suit" });
  });

  it("asks the catalogue only for well-formed ids, once each", async () => {
    await loadSavedProducts({ ids: ["suit", "suit", "../etc", "Bad Id"], locale: "en" });
    expect(getEntriesMock).toHaveBeenCalledWith(["suit"]);
    expect(await loadSavedProducts({ ids: ["Bad Id"], locale: "en" })).toEqual([]);
  });

  it("refuses malformed input and more ids than the list can hold", async () => {
    const schema = savedProductsInputSchema(2);
    expect(schema.safeParse({ ids: "suit", locale: "en" }).success).toBe(false);
    expect(schema.safeParse({ ids: ["suit"], locale: "xx" }).success).toBe(false);
    expect(schema.safeParse({ ids: ["a", "b", "c"], locale: "en" }).success).toBe(false);
    expect(schema.safeParse({ ids: ["a", "b"], locale: "en" }).success).toBe(true);
  });
});
