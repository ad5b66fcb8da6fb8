// The order of --http2's Lighthouse runs: shop and bare page side by side, protocols alternated.
import { alternatedSteps } from "./http2";

const text = (steps: ReturnType<typeof alternatedSteps>) => steps.map((s) => `${s.protocol} ${s.side} ${s.path}`);

test("each round runs every page then its bare page under each protocol, the protocols' order swapped every round", () => {
  const steps = alternatedSteps(2, [{ page: "/", bare: "/cards/300" }], ["h2", "http/1.1"]);
  expect(text(steps)).toEqual([
    "h2 shop /",
    "h2 bare /cards/300",
    "http/1.1 shop /",
    "http/1.1 bare /cards/300",
    "http/1.1 shop /",
    "http/1.1 bare /cards/300",
    "h2 shop /",
    "h2 bare /cards/300",
  ]);
});

test("a bare page shared by two pages runs once a round and protocol, so every side has as many runs as rounds", () => {
  const pairs = [
    { page: "/product/a", bare: "/cards/150" },
    { page: "/search?q=b", bare: "/cards/150" },
    { page: "/cart", bare: "/cards/40" },
  ];
  const steps = alternatedSteps(3, pairs, ["h2", "http/1.1"]);
  const counts = new Map<string, number>();
  for (const key of text(steps)) counts.set(key, (counts.get(key) ?? 0) + 1);
  expect(counts.size).toBe(10);
  for (const n of counts.values()) expect(n).toBe(3);
  expect(text(steps).slice(0, 7)).toEqual(["h2 shop /product/a", "h2 bare /cards/150", "http/1.1 shop /product/a", "http/1.1 bare /cards/150", "h2 shop /search?q=b", "http/1.1 shop /search?q=b", "h2 shop /cart"]);
});
