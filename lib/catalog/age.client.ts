// The age bands of "Shop by age", without zod: client code (listing links) imports them from here,
// so the shop's islands do not carry zod. The schemas and the logic over ranges are in age.ts.

/** The bands a shopper filters by, youngest first. `to` is exclusive; null = no upper end. */
export const AGE_BANDS = [
  { id: "0-3m", from: 0, to: 3 },
  { id: "3-6m", from: 3, to: 6 },
  { id: "6-12m", from: 6, to: 12 },
  { id: "12-24m", from: 12, to: 24 },
  { id: "2-4y", from: 24, to: 48 },
  { id: "4y-plus", from: 48, to: null },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]["id"];
export const AGE_BAND_IDS = AGE_BANDS.map((b) => b.id) as [AgeBand, ...AgeBand[]];
