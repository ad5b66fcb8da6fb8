import { rewrittenLocale, searchToLog } from "./log-request";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => {
  const u = new URL(url, "http://shop.test");
  return { method, pathname: u.pathname, searchParams: u.searchParams, headers: new Headers(headers) };
};

describe("which requests are counted as searches", () => {
  it("counts the first page of a search, visited or navigated to", () => {
    expect(searchToLog(request("/search?q=nappies"))).toBe("nappies");
    expect(searchToLog(request("/search?q=nappies&page=1&sort=price-asc"))).toBe("nappies");
    expect(searchToLog(request("/search?q=buggy", { rsc: "1" }))).toBe("buggy");
  });

  it("leaves out later pages, prefetches, other methods and paths, and searches without words", () => {
    expect(searchToLog(request("/search?q=nappies&page=2"))).toBeNull();
    expect(searchToLog(request("/search?q=nappies", { "next-router-prefetch": "1" }))).toBeNull();
    expect(searchToLog(request("/search?q=nappies", { purpose: "prefetch" }))).toBeNull();
    expect(searchToLog(request("/search?q=nappies", { "sec-purpose": "prefetch;prerender" }))).toBeNull();
    expect(searchToLog(request("/search?q=nappies", {}, "HEAD"))).toBeNull();
    expect(searchToLog(request("/shop-grid-standard?q=nappies"))).toBeNull();
    expect(searchToLog(request("/search"))).toBeNull();
    expect(searchToLog(request("/search?q="))).toBeNull();
  });

  it("reads the language from the proxy's rewrite", () => {
    expect(rewrittenLocale("http://shop.test/fr/search/cT1uYXBweQ")).toBe("fr");
    expect(rewrittenLocale("/de/search/all")).toBe("de");
    expect(rewrittenLocale("/xx/search/all")).toBeNull();
    expect(rewrittenLocale(null)).toBeNull();
  });
});
