import { analyticsEnabled } from "./analytics";

describe("analyticsEnabled", () => {
  it("is on on Vercel or when asked for, off elsewhere", () => {
    expect(analyticsEnabled({ VERCEL: "1" })).toBe(true);
    expect(analyticsEnabled({ NEXT_PUBLIC_ANALYTICS: "1" })).toBe(true);
    expect(analyticsEnabled({})).toBe(false);
    expect(analyticsEnabled({ NEXT_PUBLIC_ANALYTICS: "0", VERCEL: "" })).toBe(false);
  });
});
