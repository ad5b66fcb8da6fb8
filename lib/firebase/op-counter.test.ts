import { readsInMessage, writesInRequest } from "./op-counter";

test("reads per streamed answer, as Firestore bills them", () => {
  expect(readsInMessage("batchGetDocuments", { found: { name: "x" } })).toBe(1);
  expect(readsInMessage("batchGetDocuments", { missing: "x" })).toBe(1);
  expect(readsInMessage("batchGetDocuments", { transaction: "t" })).toBe(0);
  expect(readsInMessage("runQuery", { document: { name: "x" } })).toBe(1);
  expect(readsInMessage("runQuery", { readTime: {} })).toBe(0);
  // An aggregation: one read per 1,000 index entries matched, at least one.
  const counted = (n: number | string) => ({ result: { aggregateFields: { count: { integerValue: n } } } });
  expect(readsInMessage("runAggregationQuery", counted(0))).toBe(1);
  expect(readsInMessage("runAggregationQuery", counted("1000"))).toBe(1);
  expect(readsInMessage("runAggregationQuery", counted("2500"))).toBe(3);
  expect(readsInMessage("listen", { documentChange: {} })).toBe(1);
  expect(readsInMessage("listen", { targetChange: {} })).toBe(0);
});

test("writes and deletes per commit", () => {
  expect(writesInRequest({ writes: [{ update: {} }, { delete: "a" }, { update: {}, updateTransforms: [] }] })).toEqual({ writes: 2, deletes: 1 });
  expect(writesInRequest({})).toEqual({ writes: 0, deletes: 0 });
});
