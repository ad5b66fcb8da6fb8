import { testProduct } from "@/tests/fixtures/product";
import { finalPrice } from "./schema";
import { defaultInterval, deliveryPrice, subscriberUnitPrice } from "./subscription-offer.client";

describe("the price of a subscription's delivery", () => {
  it("takes the subscriber discount off the price after the product's own discount, per unit, times the quantity", () => {
    // $27.99 less 20 %: $22.39 (22.392); less 10 % for subscribers: 2239 - 223.9 -> 2239 - 224 = 2015.
    const unit = finalPrice(testProduct("nappies", { price: 2799, discount: 20 }));
    expect(unit).toBe(2239);
    expect(subscriberUnitPrice(unit, 10)).toBe(2015);
    expect(deliveryPrice(unit, 3, 10)).toBe(6045);
  });

  it("rounds each unit's discount half a cent up, as a product promotion does", () => {
    expect(subscriberUnitPrice(1005, 10)).toBe(904); // 100.5 off -> 101
    expect(subscriberUnitPrice(1004, 10)).toBe(904); // 100.4 off -> 100
    expect(deliveryPrice(999, 2, 15)).toBe(2 * (999 - 150)); // 149.85 -> 150, on each unit
  });

  it("is the product's price with no subscriber discount, and nothing off a free product", () => {
    expect(deliveryPrice(1299, 2, 0)).toBe(2598);
    expect(deliveryPrice(0, 4, 50)).toBe(0);
    expect(subscriberUnitPrice(1299, 50)).toBe(649); // 649.5 off -> 650
  });
});

describe("defaultInterval", () => {
  it("offers four weeks first when it can, else the nearest (the shorter on a tie)", () => {
    expect(defaultInterval([2, 3, 4, 6, 8])).toBe(4);
    expect(defaultInterval([1, 2])).toBe(2);
    expect(defaultInterval([3, 5])).toBe(3);
    expect(defaultInterval([8, 12])).toBe(8);
    expect(defaultInterval([])).toBeUndefined();
  });
});
