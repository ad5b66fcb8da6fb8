import { testProduct } from "@/tests/fixtures/product";
import { sizeStep } from "./size-step";

const ladder = [
  { size: "2", minKg: 3, maxKg: 6, minMonths: 1, maxMonths: 4 },
  { size: "3", minKg: 5, maxKg: 9, minMonths: 3, maxMonths: 12 },
  { size: "4", minKg: 7, maxKg: 14, minMonths: 8, maxMonths: 24 },
];
const sizes = (names: string[]) => names.map((name) => ({ name, stock: 10 }));
const nappies = testProduct("ladder-nappies", {
  variations: [{ color: "white", image: "/img/w.jpg", size: sizes(["2", "3", "4"]) }, { color: "blue", image: "/img/b.jpg", size: sizes(["2", "3"]) }],
  subscription: { intervals: [2], discountPercent: 10, ladder },
});
// Weighed 5.9 kg on 2026-03-01 at 3 months (born 2025-12-01): about 6.7 kg by 2026-04-10 (the table's gain since).
const baby = (autoSize: boolean) => ({ birthDate: "2025-12-01", weights: [{ kg: 5.9, at: "2026-03-01T00:00:00.000Z" }], autoSize });
const sub = { color: "white", size: "2", nextDate: "2026-04-10", baby: baby(false) };

test("a baby above the size's range on the delivery's day: the next size, proposed, or switched to when allowed", () => {
  expect(sizeStep(sub, nappies)).toEqual({ kind: "propose", size: "3", kg: 6.7 });
  expect(sizeStep({ ...sub, baby: baby(true) }, nappies)).toEqual({ kind: "switch", size: "3", kg: 6.7 });
});

test("the weight is estimated for the delivery's day: a week earlier it still fits", () => {
  expect(sizeStep({ ...sub, nextDate: "2026-03-05" }, nappies)).toEqual({ kind: "stay", kg: 6 });
});

test("stays when the size fits, on the last rung, or when the next size is not sold in that colour", () => {
  expect(sizeStep({ ...sub, size: "3" }, nappies)).toMatchObject({ kind: "stay" });
  expect(sizeStep({ ...sub, size: "4", baby: { ...baby(false), weights: [{ kg: 20, at: "2026-03-01T00:00:00.000Z" }] } }, nappies)).toMatchObject({ kind: "stay" });
  expect(sizeStep({ ...sub, color: "blue", size: "3", baby: { ...baby(false), weights: [{ kg: 9.5, at: "2026-03-01T00:00:00.000Z" }] } }, nappies)).toMatchObject({ kind: "stay" });
});

test("nothing to decide without a ladder, a baby, a size, or anything to estimate from", () => {
  expect(sizeStep(sub, { ...nappies, subscription: { intervals: [2], discountPercent: 10 } })).toBeNull();
  expect(sizeStep({ ...sub, baby: undefined }, nappies)).toBeNull();
  expect(sizeStep({ ...sub, size: undefined }, nappies)).toBeNull();
  expect(sizeStep({ ...sub, baby: { weights: [], autoSize: false } }, nappies)).toBeNull();
});
