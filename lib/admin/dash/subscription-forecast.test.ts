import { testProduct } from "@/tests/fixtures/product";
import { deliveryDays, deliveryGoods, forecastWindow, subscriptionForecast } from "./subscription-forecast";

const NOW = new Date("2015-03-05T15:00:00.000Z");
const nappies = testProduct("nappies", { price: 2000, discount: 0, subscription: { intervals: [1, 2, 4], discountPercent: 10 } });
const sub = (over: Partial<{ productId: string; quantity: number; intervalWeeks: number; nextDate: string }> = {}) => ({
  productId: "nappies",
  quantity: 2,
  intervalWeeks: 2,
  nextDate: "2015-03-05",
  ...over,
});

describe("forecastWindow and deliveryDays", () => {
  it("the window is today and the 29 days after it", () => {
    expect(forecastWindow(NOW)).toEqual({ first: "2015-03-05", end: "2015-04-04" });
  });

  it("counts the next date, then every interval, before the window's end", () => {
    expect(deliveryDays({ nextDate: "2015-03-05", intervalWeeks: 1 }, "2015-03-05", "2015-04-04")).toEqual(["2015-03-05", "2015-03-12", "2015-03-19", "2015-03-26", "2015-04-02"]);
    expect(deliveryDays({ nextDate: "2015-03-10", intervalWeeks: 4 }, "2015-03-05", "2015-04-04")).toEqual(["2015-03-10"]);
    expect(deliveryDays({ nextDate: "2015-04-04", intervalWeeks: 1 }, "2015-03-05", "2015-04-04")).toEqual([]);
  });

  it("a next date gone by counts once, as today (the job places it at its next run), then the interval goes on from it", () => {
    expect(deliveryDays({ nextDate: "2015-03-01", intervalWeeks: 4 }, "2015-03-05", "2015-04-04")).toEqual(["2015-03-05", "2015-03-29"]);
    // Weeks behind (the job stopped): still once, not a delivery per week missed.
    expect(deliveryDays({ nextDate: "2015-01-02", intervalWeeks: 1 }, "2015-03-05", "2015-03-06")).toEqual(["2015-03-05"]);
  });
});

describe("deliveryGoods", () => {
  it("is the units at the price after the product's own discount, less the subscriber discount, rounded per unit half a cent up", () => {
    expect(deliveryGoods(nappies, 2, NOW)).toBe(3600);
    // 1999 after its own discount; 10 % off is 199.9 -> 200 a unit.
    const odd = testProduct("odd", { price: 2221, discount: 10, subscription: { intervals: [2], discountPercent: 10 } });
    expect(deliveryGoods(odd, 3, NOW)).toBe(3 * (1999 - 200));
  });

  it("an ended deal gives its discount no more; a product without the offer any more is at its own price", () => {
    const ended = testProduct("deal", { price: 2000, discount: 50, offerEnd: "2015-03-01T00:00:00.000Z", subscription: { intervals: [2], discountPercent: 10 } });
    expect(deliveryGoods(ended, 1, NOW)).toBe(1800);
    expect(deliveryGoods(testProduct("plain", { price: 2000 }), 1, NOW)).toBe(2000);
  });
});

describe("subscriptionForecast", () => {
  it("adds each subscription's deliveries in the window times its delivery's goods", () => {
    const products = new Map([["nappies", nappies]]);
    // Every 2 weeks from today: 3 deliveries of 36.00; weekly from the 10th: 4 of 18.00; one due after the window: none.
    const forecast = subscriptionForecast([sub(), sub({ quantity: 1, intervalWeeks: 1, nextDate: "2015-03-10" }), sub({ nextDate: "2015-04-10" })], products, NOW);
    expect(forecast).toEqual({ first: "2015-03-05", last: "2015-04-03", deliveries: 7, amount: 3 * 3600 + 4 * 1800 });
  });

  it("leaves out a product gone, archived or recalled (nothing would be placed)", () => {
    const archived = testProduct("archived", { archived: true, subscription: { intervals: [2], discountPercent: 0 } });
    const recalled = testProduct("recalled", { recall: { message: "Stop using it", date: "2015-03-01", recordedAt: "2015-03-01T00:00:00.000Z" }, subscription: { intervals: [2], discountPercent: 0 } });
    const products = new Map([["archived", archived], ["recalled", recalled]]);
    expect(subscriptionForecast([sub({ productId: "gone" }), sub({ productId: "archived" }), sub({ productId: "recalled" })], products, NOW)).toEqual({ first: "2015-03-05", last: "2015-04-03", deliveries: 0, amount: 0 });
  });
});
