import { productSchema } from "@/lib/catalog/schema";
import { toCatalogEntry } from "./entry";
import { isDealOver, msUntilNextDealEnd, productWithDealState, withDealState } from "./deals";

const now = Date.parse("2026-11-21T12:00:00.000Z");
const product = (offerEnd?: string) =>
  productSchema.parse({
    id: "deal",
    sku: "D1",
    name: "Deal",
    price: 2000,
    discount: 25,
    ...(offerEnd ? { offerEnd } : {}),
    categories: ["toys"],
    images: ["/a.svg"],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  });

describe("deals", () => {
  it("keeps a running or open-ended discount", () => {
    const running = toCatalogEntry(product("2026-11-22T00:00:00.000Z"));
    expect(withDealState(running, now)).toBe(running);
    expect(withDealState(toCatalogEntry(product()), now).finalPrice).toBe(1500);
  });

  it("drops the discount once offerEnd has passed", () => {
    const ended = "2026-11-21T11:59:59.000Z";
    expect(isDealOver(ended, now)).toBe(true);
    expect(withDealState(toCatalogEntry(product(ended)), now)).toMatchObject({ discount: 0, finalPrice: 2000 });
    const p = productWithDealState(product(ended), now);
    expect(p.discount).toBe(0);
    expect(p.offerEnd).toBeUndefined();
  });

  it("finds the next deal end", () => {
    const entries = [{ offerEnd: "2026-11-21T13:00:00.000Z" }, { offerEnd: "2026-11-21T12:30:00.000Z" }, {}, { offerEnd: "2026-01-01T00:00:00.000Z" }];
    expect(msUntilNextDealEnd(entries, now)).toBe(30 * 60 * 1000);
    expect(msUntilNextDealEnd([{}], now)).toBeUndefined();
  });
});
