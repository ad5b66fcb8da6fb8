import type { ReviewDoc } from "@/lib/catalog/schema";
import { REVIEWABLE_STATUSES, aggregatesAfter, ratingOf, receivedProduct, reviewAuthor, shownReview } from "./review-rules";

describe("ratingOf", () => {
  it("is the mean of the ratings to one decimal, 0 without reviews", () => {
    expect(ratingOf(0, 0)).toBe(0);
    expect(ratingOf(4, 1)).toBe(4);
    expect(ratingOf(9, 2)).toBe(4.5);
    expect(ratingOf(13, 3)).toBe(4.3); // 4.333...
    expect(ratingOf(14, 3)).toBe(4.7); // 4.666...
    expect(ratingOf(3, 2)).toBe(1.5);
  });
});

describe("aggregatesAfter", () => {
  it("a first review adds one to the count and its stars to the sum", () => {
    expect(aggregatesAfter({ reviewCount: 0, ratingSum: 0 }, null, 4)).toEqual({ reviewCount: 1, ratingSum: 4, rating: 4 });
    expect(aggregatesAfter({ reviewCount: 2, ratingSum: 9 }, null, 4)).toEqual({ reviewCount: 3, ratingSum: 13, rating: 4.3 });
  });

  it("a replacement keeps the count and swaps the stars", () => {
    expect(aggregatesAfter({ reviewCount: 2, ratingSum: 9 }, 5, 1)).toEqual({ reviewCount: 2, ratingSum: 5, rating: 2.5 });
  });

  it("counts every review however many there are: 600 reviews, 600 counted", () => {
    let figures = { reviewCount: 0, ratingSum: 0, rating: 0 };
    for (let i = 0; i < 600; i++) figures = aggregatesAfter(figures, null, i < 100 ? 1 : 5);
    expect(figures).toEqual({ reviewCount: 600, ratingSum: 100 + 2500, rating: 4.3 });
  });
});

describe("receivedProduct", () => {
  const order = (...ids: string[]) => ({ lines: ids.map((productId) => ({ productId })) });

  it("is true when one of the orders brought the product, whatever else it held", () => {
    expect(receivedProduct([order("a"), order("b", "c")], "c")).toBe(true);
    expect(receivedProduct([order("a"), order("b")], "c")).toBe(false);
    expect(receivedProduct([], "c")).toBe(false);
  });

  it("counts delivered orders, and refunded ones (delivered first), nothing earlier or cancelled", () => {
    expect([...REVIEWABLE_STATUSES].sort()).toEqual(["delivered", "partly-refunded", "refunded"]);
  });
});

describe("shownReview", () => {
  it("leaves the uid out", () => {
    const doc: ReviewDoc = { id: "r1", uid: "u1", author: "Sam P.", rating: 5, text: "Lovely and soft.", createdAt: "2026-01-01T00:00:00.000Z", verified: true };
    const shown = shownReview(doc);
    expect(shown).toEqual({ id: "r1", author: "Sam P.", rating: 5, text: "Lovely and soft.", createdAt: "2026-01-01T00:00:00.000Z", verified: true });
    expect(shown).not.toHaveProperty("uid");
  });
});

describe("reviewAuthor", () => {
  it("is the first name and the last initial", () => {
    expect(reviewAuthor({ firstName: "Sam", lastName: "Parent" })).toBe("Sam P.");
    expect(reviewAuthor({ firstName: " Anne  Marie ", lastName: " élodie" })).toBe("Anne Marie É.");
  });
  it("is the first name alone without a last name, and null without a first name", () => {
    expect(reviewAuthor({ firstName: "Sam", lastName: "" })).toBe("Sam");
    expect(reviewAuthor({ firstName: "", lastName: "Parent" })).toBeNull();
    expect(reviewAuthor(null)).toBeNull();
  });
  it("fits the stored 80 characters", () => {
    const name = reviewAuthor({ firstName: "A".repeat(80), lastName: "Long" })!;
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith(" L.")).toBe(true);
  });
});
