// Which requests the proxy sees and what language the others get (lib/i18n/locale-routing.ts),
// through Next's own matching code: the proxy's matcher (proxy.ts's config, as Next compiles it),
// then next.config.ts's beforeFiles rewrites; and proxy() itself where it runs (Auth emulator).
import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
// @ts-expect-error -- exported by Next's build code, not by its types
import { getMiddlewareMatchers as untypedGetMiddlewareMatchers } from "next/dist/build/analysis/get-page-static-info";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { config, proxy } from "@/proxy";
import { GUARDED_PREFIXES } from "@/lib/auth/guards";
import { ENGLISH_ONLY, LANGUAGES, localeRewrites } from "@/lib/i18n/locale-routing";
import { LOCALES, LOCALE_COOKIE, routing } from "@/lib/i18n/routing";
import { BLOG_LIST_ROUTES, LISTING_ROUTES, ROUTES } from "@/lib/routes";
import { internalPath } from "@/lib/routes.server";

jest.setTimeout(30_000);

const ORIGIN = "http://127.0.0.1:3100";
type Matchers = Parameters<typeof getMiddlewareRouteMatcher>[0];
const getMiddlewareMatchers = untypedGetMiddlewareMatchers as (matcher: unknown, nextConfig: object) => Matchers;
const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const rewrites = localeRewrites().map((r) => ({ ...r, match: getPathMatch(r.source, { removeUnnamedParams: true, strict: true }) }));

type Visitor = { cookie?: string; acceptLanguage?: string };

function headersOf(v: Visitor): Record<string, string> {
  const headers: Record<string, string> = {};
  if (v.cookie !== undefined) headers.cookie = v.cookie;
  if (v.acceptLanguage !== undefined) headers["accept-language"] = v.acceptLanguage;
  return headers;
}

/** What Next does with a page request: "proxy" when the proxy runs, else the path a rewrite gives (null: none). */
function route(pathAndQuery: string, v: Visitor = {}, proxyRuns = runsProxy): "proxy" | string | null {
  const url = new URL(pathAndQuery, ORIGIN);
  const query = Object.fromEntries(url.searchParams);
  const req = { headers: headersOf(v) } as unknown as Parameters<ReturnType<typeof getMiddlewareRouteMatcher>>[1];
  if (proxyRuns(url.pathname, req, query)) return "proxy";
  for (const r of rewrites) {
    const params = r.match(url.pathname);
    if (!params) continue;
    const has = matchHas(req, query, r.has);
    if (!has) continue;
    return prepareDestination({ appendParamsToQuery: false, destination: r.destination, params: { ...params, ...has }, query }).newUrl;
  }
  return null;
}

/** The page proxy() renders (its rewrite's path), or its redirect's target. */
async function proxied(pathAndQuery: string, v: Visitor = {}): Promise<{ rewrite: string | null; redirect: string | null; setCookie: string | null }> {
  const res = await proxy(new NextRequest(`${ORIGIN}${pathAndQuery}`, { headers: headersOf(v) }));
  const rewrite = res.headers.get("x-middleware-rewrite");
  const location = res.headers.get("location");
  return { rewrite: rewrite && new URL(rewrite).pathname, redirect: location && new URL(location).pathname, setCookie: res.headers.get("set-cookie") };
}

describe("the proxy's matcher", () => {
  it("is what the locales, the guarded prefixes and the query routes make it (Next reads it as a literal)", () => {
    const sections = [...GUARDED_PREFIXES.user, ...GUARDED_PREFIXES.admin, ...LISTING_ROUTES.map((r) => `/${r}`), ROUTES.search, ...BLOG_LIST_ROUTES.map((r) => `/${r}`), ROUTES.blogDetails]
      .map((p) => p.slice(1))
      .concat(LOCALES);
    const anyPage = "/((?!api|_next|_vercel|locales|.*\\..*).*)";
    const validCookie = { type: "cookie", key: LOCALE_COOKIE, value: LANGUAGES };
    expect(config.matcher).toEqual([
      { source: `/((?:${sections.join("|")})(?:/.*)?)` },
      { source: anyPage, has: [{ type: "query", key: "lng" }] },
      { source: anyPage, has: [{ type: "header", key: "accept-language" }], missing: [validCookie, { type: "header", key: "accept-language", value: ENGLISH_ONLY }] },
      { source: anyPage, has: [{ type: "cookie", key: LOCALE_COOKIE }], missing: [validCookie] },
      { source: "/api/:path*" },
      { source: anyPage, has: [{ type: "header", key: "next-action" }] },
    ]);
  });

  it("the query routes it sends to the proxy are the ones the proxy rewrites to an internal path", () => {
    const paths = [...LISTING_ROUTES.map((r) => `/${r}`), ROUTES.search, ...BLOG_LIST_ROUTES.map((r) => `/${r}`)];
    for (const path of paths) expect([path, internalPath(path, new URLSearchParams())]).not.toEqual([path, null]);
    expect(internalPath(ROUTES.blogDetails, new URLSearchParams("post=first-steps"))).not.toBeNull();
  });
});

describe("a public page without the proxy", () => {
  const product = "/product/cosy-sleepsuit";

  it("a visitor whose cookie says French gets French, whatever the browser's languages", () => {
    for (const acceptLanguage of [undefined, "en-US,en;q=0.9", "de-DE,de;q=0.9"]) {
      expect(route(product, { cookie: `${LOCALE_COOKIE}=fr`, acceptLanguage })).toBe("/fr/product/cosy-sleepsuit");
      expect(route("/", { cookie: `a=1; ${LOCALE_COOKIE}=fr`, acceptLanguage })).toBe("/fr");
    }
    expect(route("/about", { cookie: `${LOCALE_COOKIE}=de` })).toBe("/de/about");
  });

  it("a new visitor whose browser asks for English only, or for nothing, gets English", () => {
    for (const acceptLanguage of [undefined, "en", "en-US,en;q=0.9", "en-GB,en-US;q=0.9,en;q=0.8", "en-US,en;q=0.5"]) {
      expect(route(product, { acceptLanguage })).toBe("/en/product/cosy-sleepsuit");
      expect(route("/", { acceptLanguage })).toBe("/en");
    }
  });

  it("next-intl gives every English-only Accept-Language the rewrites skip English too, and no cookie", async () => {
    const intl = createMiddleware(routing);
    const english = new RegExp(`^${ENGLISH_ONLY}$`);
    // Every 7th two-letter region, AA to ZZ (all of them take ~15 s on a busy machine).
    const regions = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))).filter((_, i) => i % 7 === 0);
    const headers = ["en", "en;q=0.5", "en-US,en;q=0.9", "en-GB,en-US;q=0.9,en;q=0.8", ...regions.flatMap((r) => [`en-${r}`, `en-${r},en;q=0.9`, `en;q=0.8, en-${r}`])];
    for (const h of headers) {
      expect([h, english.test(h)]).toEqual([h, true]);
      const res = intl(new NextRequest(`${ORIGIN}${product}`, { headers: { "accept-language": h } }));
      expect([h, new URL(res.headers.get("x-middleware-rewrite")!).pathname, res.headers.get("set-cookie")]).toEqual([h, `/en${product}`, null]);
    }
    // Not English only, so left to next-intl's negotiation: it does not simply take the first language.
    for (const h of ["en-GB,de;q=1", "en-001,de", "en-gb,fr"]) expect([h, english.test(h)]).toEqual([h, false]);
  });

  it("leaves Next's files, files with a dot and what the proxy already rewrote alone; API routes go to the proxy for their request id", () => {
    for (const path of ["/_next/static/chunks/a.js", "/locales/fr/Blog.json", "/demo/products/bottle-blue.svg"]) {
      expect([path, route(path, { cookie: `${LOCALE_COOKIE}=fr` })]).toEqual([path, null]);
    }
    for (const path of ["/api/health", "/api/jobs/outbox"]) expect([path, route(path, { cookie: `${LOCALE_COOKIE}=fr` })]).toEqual([path, "proxy"]);
    // A locale in the path: the proxy (next-intl redirects it away), never a second prefix.
    const noProxy = () => false;
    for (const path of ["/fr/product/x", "/en", "/de/about"]) {
      expect([path, route(path, { cookie: `${LOCALE_COOKIE}=fr` })]).toEqual([path, "proxy"]);
      expect([path, route(path, { cookie: `${LOCALE_COOKIE}=fr` }, noProxy)]).toEqual([path, null]);
    }
  });
});

describe("the proxy still decides", () => {
  it("an Accept-Language German visitor without a cookie: the proxy, which answers German", async () => {
    for (const acceptLanguage of ["de", "de-DE,de;q=0.9,en;q=0.8", "en-GB,de;q=1"]) {
      expect(route("/product/cosy-sleepsuit", { acceptLanguage })).toBe("proxy");
      expect((await proxied("/product/cosy-sleepsuit", { acceptLanguage })).rewrite).toBe("/de/product/cosy-sleepsuit");
    }
    expect(route("/", { acceptLanguage: "fr-FR,fr;q=0.9" })).toBe("proxy");
  });

  it("?lng= wins over the cookie and is remembered by it", async () => {
    expect(route("/product/cosy-sleepsuit?lng=de", { cookie: `${LOCALE_COOKIE}=fr` })).toBe("proxy");
    const res = await proxied("/product/cosy-sleepsuit?lng=de", { cookie: `${LOCALE_COOKIE}=fr` });
    expect(res.rewrite).toBe("/de/product/cosy-sleepsuit");
    expect(res.setCookie).toContain(`${LOCALE_COOKIE}=de`);
  });

  it("a cookie that is no language of ours: the proxy, which falls back to Accept-Language", async () => {
    expect(route("/about", { cookie: `${LOCALE_COOKIE}=xx` })).toBe("proxy");
    expect((await proxied("/about", { cookie: `${LOCALE_COOKIE}=xx`, acceptLanguage: "fr" })).rewrite).toBe("/fr/about");
  });

  it("a guarded page still gets the quick refusal, even with a language cookie", async () => {
    for (const path of ["/my-account", "/checkout", "/dash", "/products/new", "/orders", "/customers", "/promotions", "/subscriptions", "/letters", "/fr/dash"]) {
      expect([path, route(path, { cookie: `${LOCALE_COOKIE}=fr` })]).toEqual([path, "proxy"]);
      expect([path, (await proxied(path, { cookie: `${LOCALE_COOKIE}=fr` })).redirect]).toEqual([path, ROUTES.login]);
    }
  });

  it("a listing's query still filters: the proxy rewrites it to its canonical query's route", async () => {
    const path = "/shop-grid-standard?category=toys&sort=newest";
    expect(route(path, { cookie: `${LOCALE_COOKIE}=fr` })).toBe("proxy");
    expect((await proxied(path, { cookie: `${LOCALE_COOKIE}=fr` })).rewrite).toMatch(/^\/fr\/shop-grid-standard\/[A-Za-z0-9_-]+$/);
    expect(route("/blog-details-standard?post=first-steps")).toBe("proxy");
    expect(route("/search?q=bear", { acceptLanguage: "en-US,en;q=0.9" })).toBe("proxy");
  });
});
