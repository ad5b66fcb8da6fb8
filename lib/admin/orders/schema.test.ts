import { typedDollarsSchema } from "./schema";

const cents = (typed: string) => {
  const parsed = typedDollarsSchema.safeParse(typed);
  return parsed.success ? parsed.data : "refused";
};

describe("typedDollarsSchema (a transfer's amount as staff type it)", () => {
  it("reads dollars as cents, with or without the sign and the cents", () => {
    expect(cents("12.5")).toBe(1250);
    expect(cents("49.28")).toBe(4928);
    expect(cents(" $ 49.28 ")).toBe(4928);
    expect(cents("12")).toBe(1200);
    expect(cents("0.07")).toBe(7);
  });
  it("reads a decimal comma as French and German staff write it", () => {
    expect(cents("12,5")).toBe(1250);
    expect(cents("1000,50")).toBe(100050);
  });
  it("refuses more than two decimals, a negative or zero amount, a thousands separator and words", () => {
    expect(cents("12.345")).toBe("refused");
    expect(cents("-1")).toBe("refused");
    expect(cents("0")).toBe("refused");
    expect(cents("0.00")).toBe("refused");
    expect(cents("1,000.00")).toBe("refused");
    expect(cents("1.000,00")).toBe("refused");
    expect(cents("")).toBe("refused");
    expect(cents("twelve")).toBe("refused");
    expect(cents("12345678")).toBe("refused");
  });
});
