import type { Review } from "@/lib/schemas";
import { MAX_REVIEWS_BYTES, MAX_REVIEWS_PER_PRODUCT, ratingOf, reviewAuthor, reviewBytes, reviewOf, withReview } from "./review-rules";

const review = (uid: string, rating: number, createdAt: string, text = "Lovely and soft."): Review => ({
  id: `id-${uid}-${createdAt}`,
  uid,
  author: "Sam P.",
  rating,
  text,
  createdAt,
});

describe("ratingOf", () => {
  it("is the mean of the ratings to one decimal, 0 without reviews", () => {
    expect(ratingOf([])).toBe(0);
    expect(ratingOf([{ rating: 4 }])).toBe(4);
    expect(ratingOf([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(ratingOf([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3); // 4.333...
    expect(ratingOf([{ rating: 5 }, { rating: 5 }, { rating: 4 }])).toBe(4.7); // 4.666...
    expect(ratingOf([{ rating: 1 }, { rating: 2 }])).toBe(1.5);
  });
});

describe("withReview", () => {
  const a = review("a", 5, "2026-01-01T00:00:00.000Z");
  const b = review("b", 3, "2026-02-01T00:00:00.000Z");

  it("adds a first review: newest first, rating is the mean", () => {
    const next = withReview([a, b], review("c", 4, "2026-03-01T00:00:00.000Z"));
    expect(next.reviews.map((r) => r.uid)).toEqual(["c", "b", "a"]);
    expect(next).toMatchObject({ rating: 4, replaced: false, dropped: 0 });
  });

  it("replaces the shopper's earlier review instead of adding a second", () => {
    const again = review("a", 1, "2026-03-01T00:00:00.000Z", "Changed my mind.");
    const next = withReview([a, b], again);
    expect(next.reviews).toEqual([again, b]);
    expect(next).toMatchObject({ rating: 2, replaced: true, dropped: 0 });
  });

  it("keeps stored reviews newest first whatever order they were in", () => {
    const c = review("c", 4, "2026-01-15T00:00:00.000Z");
    const next = withReview([a, b, c], review("d", 4, "2026-04-01T00:00:00.000Z"));
    expect(next.reviews.map((r) => r.uid)).toEqual(["d", "b", "c", "a"]);
  });

  it("drops the oldest reviews past the count limit, never the new one; rating and count are the kept ones'", () => {
    const c = review("c", 1, "2026-01-15T00:00:00.000Z");
    const next = withReview([a, b, c], review("d", 5, "2026-04-01T00:00:00.000Z"), { count: 3, bytes: MAX_REVIEWS_BYTES });
    expect(next.reviews.map((r) => r.uid)).toEqual(["d", "b", "c"]);
    expect(next).toMatchObject({ rating: 3, dropped: 1 });
  });

  it("drops the oldest reviews past the size limit", () => {
    const long = (uid: string, at: string) => review(uid, 5, at, "x".repeat(2000));
    const old = [long("a", "2026-01-01T00:00:00.000Z"), long("b", "2026-02-01T00:00:00.000Z")];
    const fresh = long("c", "2026-03-01T00:00:00.000Z");
    const budget = reviewBytes(fresh) * 2 + 10;
    const next = withReview(old, fresh, { count: MAX_REVIEWS_PER_PRODUCT, bytes: budget });
    expect(next.reviews.map((r) => r.uid)).toEqual(["c", "b"]);
    expect(next.dropped).toBe(1);
  });

  it("the default limits keep a full product under Firestore's 1 MiB document size", () => {
    // 2,000 three-byte characters (CJK) per review is the heaviest a review can be.
    const heavy = (i: number) => review(`u${i}`, 4, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), "界".repeat(2000));
    const reviews = Array.from({ length: MAX_REVIEWS_PER_PRODUCT }, (_, i) => heavy(i));
    const next = withReview(reviews, heavy(MAX_REVIEWS_PER_PRODUCT + 1));
    expect(next.reviews[0]!.uid).toBe(`u${MAX_REVIEWS_PER_PRODUCT + 1}`);
    expect(next.reviews.reduce((s, r) => s + reviewBytes(r), 0)).toBeLessThanOrEqual(MAX_REVIEWS_BYTES);
    expect(MAX_REVIEWS_BYTES + 40_000 /* 10,000-char description, 3 bytes each, and the rest */).toBeLessThan(1_048_576);
  });

  it("a full list of short reviews keeps MAX_REVIEWS_PER_PRODUCT", () => {
    const reviews = Array.from({ length: MAX_REVIEWS_PER_PRODUCT }, (_, i) => review(`u${i}`, 5, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const next = withReview(reviews, review("new", 1, "2027-01-01T00:00:00.000Z"));
    expect(next.reviews).toHaveLength(MAX_REVIEWS_PER_PRODUCT);
    expect(next.reviews.map((r) => r.uid)).not.toContain("u0"); // the oldest
    expect(next.dropped).toBe(1);
  });
});

describe("reviewOf", () => {
  it("finds the shopper's review", () => {
    const a = review("a", 5, "2026-01-01T00:00:00.000Z");
    expect(reviewOf([a], "a")).toBe(a);
    expect(reviewOf([a], "b")).toBeNull();
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
