import { REGISTRY_SECRET_LENGTH, type Registry, type RegistryItem } from "./schema";
import { guestView, isPermutationOf, newRegistrySlug, ownerDisplayName, sameItemChoice, sortItems, titleWords } from "./view";
import { registrySlugSchema } from "./schema";

const registry = (over: Partial<Registry> = {}): Registry => ({
  slug: "emma-baby-abc123",
  title: "Emma's baby",
  babyName: "Emma",
  dueDate: "2027-03-01",
  message: "Thank you!",
  visibility: "public",
  surprise: false,
  ownerUid: "owner-uid",
  ownerName: "Sam P.",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});
const item = (id: string, over: Partial<RegistryItem> = {}): RegistryItem => ({
  id,
  productId: `product-${id}`,
  wanted: 2,
  bought: 0,
  note: "",
  position: 0,
  addedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("slugs", () => {
  it("takes the first words of a title, lower case, without accents or punctuation", () => {
    expect(titleWords("Émilie & Noé's Baby Registry 2027!")).toBe("emilie-noe-s-baby");
    expect(titleWords("  Bébé  ")).toBe("bebe");
    expect(titleWords("!!!")).toBe("");
    expect(titleWords("a".repeat(60))).toBe("a".repeat(40));
  });

  it("a public slug is words of the title and a random tail; a link-only one is all random", () => {
    const random = { secret: () => "s".repeat(REGISTRY_SECRET_LENGTH), suffix: () => "x1y2z3" };
    expect(newRegistrySlug("public", "Olivia & Noah's baby", random)).toBe("olivia-noah-s-baby-x1y2z3");
    expect(newRegistrySlug("public", "???", random)).toBe("registry-x1y2z3");
    expect(newRegistrySlug("link", "Olivia & Noah's baby", random)).toBe("s".repeat(REGISTRY_SECRET_LENGTH));
  });

  it("real slugs are valid, and link-only ones are long, random and carry nothing of the title", () => {
    const link = new Set(Array.from({ length: 50 }, () => newRegistrySlug("link", "Secret family")));
    expect(link.size).toBe(50);
    for (const slug of link) {
      expect(slug).toMatch(new RegExp(`^[a-z0-9]{${REGISTRY_SECRET_LENGTH}}$`));
      expect(slug).not.toContain("secret");
    }
    const pub = newRegistrySlug("public", "Our little one");
    expect(pub).toMatch(/^our-little-one-[a-z0-9]{6}$/);
    expect(registrySlugSchema.safeParse(pub).success).toBe(true);
  });
});

describe("ownerDisplayName", () => {
  it("is the first name and the last initial", () => {
    expect(ownerDisplayName("Sam", "Parent")).toBe("Sam P.");
    expect(ownerDisplayName(" Zoë ", "ébert")).toBe("Zoë É.");
    expect(ownerDisplayName("Sam", "")).toBe("Sam");
    expect(ownerDisplayName("", "Parent")).toBe("P.");
    expect(ownerDisplayName("", "")).toBe("");
  });
});

describe("items", () => {
  it("the same product, colour and size is the same item", () => {
    const a = item("a", { productId: "romper", color: "blue", size: "S" });
    expect(sameItemChoice(a, { productId: "romper", color: "blue", size: "S" })).toBe(true);
    expect(sameItemChoice(a, { productId: "romper", color: "blue", size: "M" })).toBe(false);
    expect(sameItemChoice(item("b", { productId: "duck" }), { productId: "duck" })).toBe(true);
    expect(sameItemChoice(item("b", { productId: "duck" }), { productId: "duck", color: "yellow" })).toBe(false);
  });

  it("sorts by position, then by when added", () => {
    const items = [item("c", { position: 2 }), item("b", { position: 1, addedAt: "2026-02-01T00:00:00.000Z" }), item("a", { position: 1 })];
    expect(sortItems(items).map((i) => i.id)).toEqual(["a", "b", "c"]);
  });

  it("a reorder names every item exactly once", () => {
    const items = [item("a"), item("b"), item("c")];
    expect(isPermutationOf(["c", "a", "b"], items)).toBe(true);
    expect(isPermutationOf(["c", "a"], items)).toBe(false);
    expect(isPermutationOf(["c", "a", "a"], items)).toBe(false);
    expect(isPermutationOf(["c", "a", "x"], items)).toBe(false);
  });
});

describe("guestView", () => {
  const items = [item("full", { wanted: 2, bought: 2, position: 1 }), item("half", { wanted: 3, bought: 1, position: 0, note: "Blue please" }), item("over", { wanted: 1, bought: 2, position: 2 })];

  it("shows every item in order with 'bought n of m' and what is still wanted, never the owner's uid", () => {
    const view = guestView(registry(), items);
    expect(view.items.map((i) => [i.id, i.counts, i.remaining])).toEqual([
      ["half", { bought: 1, wanted: 3 }, 2],
      ["full", { bought: 2, wanted: 2 }, 0],
      ["over", { bought: 2, wanted: 1 }, 0],
    ]);
    expect(view.items[0]!.note).toBe("Blue please");
    expect(view).not.toHaveProperty("ownerUid");
    expect(view).toMatchObject({ title: "Emma's baby", ownerName: "Sam P.", babyName: "Emma" });
  });

  it("in surprise mode shows neither counts nor items already fully bought", () => {
    const view = guestView(registry({ surprise: true }), items);
    expect(view.items.map((i) => [i.id, i.counts, i.remaining])).toEqual([["half", null, 2]]);
  });
});
