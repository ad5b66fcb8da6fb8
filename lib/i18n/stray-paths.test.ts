import { strayPathRewrites } from "./stray-paths";

// The same matching Next applies to a rewrite's source (its compiled copy of path-to-regexp).
// @ts-expect-error -- Next ships no types for its compiled copy
import { pathToRegexp as untypedPathToRegexp } from "next/dist/compiled/path-to-regexp";

const pathToRegexp = untypedPathToRegexp as (source: string, keys: unknown[], options: { strict: boolean }) => RegExp;

describe("strayPathRewrites", () => {
  const rules = strayPathRewrites();
  const matches = (path: string) => rules.some((r) => pathToRegexp(r.source, [], { strict: true }).test(path));

  it("sends paths with a dot and unknown API paths to the not-found page", () => {
    for (const path of ["/foo.txt", "/deep/path/file.php", "/.env", "/api/nope", "/api/a/b"]) expect([path, matches(path)]).toEqual([path, true]);
  });

  it("leaves Next's assets, the translation files and page paths alone", () => {
    for (const path of ["/_next/static/chunks/a.js", "/_vercel/insights/script.js", "/locales/fr/Blog.json", "/about", "/product/abc", "/blog-details-standard"]) {
      expect([path, matches(path)]).toEqual([path, false]);
    }
  });

  it("picks the language from the cookie, then Accept-Language, then English; API paths only for browsers", () => {
    const api = rules.filter((r) => r.source.startsWith("/api"));
    expect(api.every((r) => r.has?.some((h) => h.key === "accept" || h.key === "rsc"))).toBe(true);
    expect(rules.slice(0, 6).map((r) => r.destination)).toEqual(["/:lng/:path", "/:lng/:path", "/en/:path", "/:lng/api/:path*", "/:lng/api/:path*", "/en/api/:path*"]);
  });
});
