import { bearerMatches } from "./bearer";

const SECRET = "s".repeat(30);

describe("bearerMatches", () => {
  it("takes exactly `Bearer <secret>`", () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    for (const header of [null, "", SECRET, `bearer ${SECRET}`, `Basic ${SECRET}`, `Bearer ${SECRET} `, `Bearer ${SECRET.slice(1)}`, `Bearer  ${SECRET}`]) {
      expect(bearerMatches(header, SECRET)).toBe(false);
    }
  });
});
