import { allowedTypos, editDistance, isTypoOf } from "./typo";

describe("typo matching", () => {
  it("measures edits, counting a swap of neighbours as one, and stops past its limit", () => {
    expect(editDistance("bottel", "bottle")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("a", "abcdef", 2)).toBe(Infinity);
    expect(editDistance("stroler", "strollers", 1)).toBe(Infinity);
  });

  it("allows no typo under five letters, one from five, two from nine", () => {
    expect([3, 4, 5, 8, 9, 12].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("forgives one mistake from five letters and two from nine, never in the first letter", () => {
    expect(isTypoOf("stroler", "stroller")).toBe(true);
    expect(isTypoOf("diper", "diaper")).toBe(true);
    expect(isTypoOf("botle", "bottle")).toBe(true);
    expect(isTypoOf("pushchiar", "pushchair")).toBe(true);
    expect(isTypoOf("thermomter", "thermometer")).toBe(true);
    expect(isTypoOf("thermomtre", "thermometer")).toBe(true); // two mistakes in ten letters
    expect(isTypoOf("diapr", "diaper")).toBe(true);
    expect(isTypoOf("dipr", "diaper")).toBe(false); // four letters: none forgiven
    expect(isTypoOf("cpu", "cup")).toBe(false);
    expect(isTypoOf("btotle", "bottle")).toBe(true); // a swap is one mistake
    expect(isTypoOf("bttole", "bottle")).toBe(false); // two mistakes in six letters
    expect(isTypoOf("rtoller", "stroller")).toBe(false); // the first letter
    expect(isTypoOf("bottle", "bottle")).toBe(false); // not a typo: the word itself
  });
});
