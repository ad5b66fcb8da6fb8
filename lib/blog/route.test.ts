import { INVALID_SLUG_SEGMENT, internalBlogPath, isPostSlug, postHref } from "./route";

const sp = (s: string) => new URLSearchParams(s);

describe("blog URLs", () => {
  it("a post's public URL carries its slug in ?post=", () => {
    expect(postHref("safe-sleep")).toBe("/blog-details-standard?post=safe-sleep");
  });

  it("the proxy rewrites ?post=<slug> to the prerendered path", () => {
    expect(internalBlogPath("/blog-details-standard", sp("post=safe-sleep"))).toBe("/blog-details-standard/safe-sleep");
    expect(internalBlogPath("/blog-details-standard/", sp("post=a1&lng=fr"))).toBe("/blog-details-standard/a1");
  });

  it("leaves other URLs alone, and sends a value that is no slug to the 404", () => {
    expect(internalBlogPath("/blog-details-standard", sp(""))).toBeNull();
    expect(internalBlogPath("/blog-standard", sp("post=x"))).toBeNull();
    for (const bad of ["", "../etc", "UPPER", "a/b", "__x__", "-x", "x".repeat(101)]) {
      expect(internalBlogPath("/blog-details-standard", sp(`post=${encodeURIComponent(bad)}`))).toBe(
        `/blog-details-standard/${INVALID_SLUG_SEGMENT}`,
      );
      expect(isPostSlug(bad)).toBe(false);
    }
    expect(isPostSlug(INVALID_SLUG_SEGMENT)).toBe(false);
  });
});
