// proxy.ts: the quick access guard in front of the locale handling, with real session cookies.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { createSession } from "@/lib/auth/session";
import { adminClient } from "./clients";
import { jwtPayload, newUser, unsignedJwt, type TestUser } from "./sessions";
import { newStoredProfile } from "@/lib/users/stored-profile";

// The integration project's testTimeout (jest.config.mjs) is not applied: jest reads it from the
// global config only. A cold emulator on a busy machine can take more than the default 5 s.
jest.setTimeout(30_000);

const ORIGIN = "http://127.0.0.1:3100";
const admin = adminClient();
const opened: TestUser[] = [];
let shopperCookie: string;
let rootCookie: string;

async function cookieFor(isAdmin: boolean): Promise<string> {
  const u = await newUser();
  opened.push(u);
  await admin.db.doc(`users/${u.uid}`).set(newStoredProfile({ firstName: "", lastName: "", email: u.email }, new Date().toISOString(), isAdmin));
  if (isAdmin) await admin.auth.setCustomUserClaims(u.uid, { admin: true });
  const s = await createSession(await u.user.getIdToken(true));
  if (!s.ok) throw new Error(s.error);
  return s.cookie;
}

beforeAll(async () => {
  [shopperCookie, rootCookie] = await Promise.all([cookieFor(false), cookieFor(true)]);
});
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

async function visit(pathAndQuery: string, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { host: "127.0.0.1:3100", "accept-language": "en" };
  if (cookie !== undefined) headers.cookie = `__session=${cookie}`;
  return proxy(new NextRequest(`${ORIGIN}${pathAndQuery}`, { headers }));
}
/** Where a redirect goes (path and query), or null when the request goes on to a page. */
function redirectedTo(res: Response): string | null {
  const location = res.headers.get("location");
  if (!location || res.status < 300 || res.status > 399) return null;
  const url = new URL(location);
  return url.pathname + url.search;
}

describe("account pages need a session cookie", () => {
  it.each(["/my-account", "/my-account/orders", "/checkout"])("%s without a cookie: to sign in, and back", async (path) => {
    expect(redirectedTo(await visit(`${path}?step=2`))).toBe(`/login-register?next=${encodeURIComponent(`${path}?step=2`)}`);
  });

  it("with a cookie: on to the page (the page verifies it: requireUser)", async () => {
    expect(redirectedTo(await visit("/my-account", shopperCookie))).toBeNull();
    expect(redirectedTo(await visit("/checkout", "anything"))).toBeNull();
  });
});

describe("admin pages need a session whose admin claim is set", () => {
  it.each(["/dash", "/dash/settings", "/products", "/products/new", "/orders", "/orders/o-1", "/customers"])(
    "%s: signed out -> sign in and back; shopper -> sign-in page; admin -> on",
    async (path) => {
      expect(redirectedTo(await visit(path))).toBe(`/login-register?next=${encodeURIComponent(path)}`);
      expect(redirectedTo(await visit(path, shopperCookie))).toBe("/login-register");
      expect(redirectedTo(await visit(path, rootCookie))).toBeNull();
    },
  );

  it("a cookie that does not verify counts as signed out", async () => {
    expect(redirectedTo(await visit("/dash", "garbage"))).toBe("/login-register?next=%2Fdash");
    const t = Math.floor(Date.now() / 1000);
    const expired = unsignedJwt({ ...jwtPayload(rootCookie), iat: t - 7200, exp: t - 3600 });
    expect(redirectedTo(await visit("/dash", expired))).toBe("/login-register?next=%2Fdash");
  });

  it("a locale prefix does not get around the guard", async () => {
    expect(redirectedTo(await visit("/fr/dash"))).toBe("/login-register?next=%2Ffr%2Fdash");
  });
});

describe("everything else is as before", () => {
  it("storefront pages pass without a cookie, /product/{id} included", async () => {
    for (const path of ["/", "/product/cosy-sleepsuit", "/shop-grid-standard", "/login-register", "/cart"]) {
      const res = await visit(path);
      expect(redirectedTo(res)).toBeNull();
      expect(res.headers.get("x-middleware-rewrite")).toContain(`/en${path === "/" ? "" : path}`);
    }
  });

  it("?lng= still picks and remembers the language", async () => {
    const res = await visit("/cart?lng=fr");
    expect(res.headers.get("x-middleware-rewrite")).toContain("/fr/cart");
    expect(res.headers.get("set-cookie")).toContain("NEXT_LOCALE=fr");
  });

  it("the blog's ?post= URL is still rewritten to its internal route", async () => {
    const res = await visit("/blog-details-standard?post=first-steps");
    expect(res.headers.get("x-middleware-rewrite")).toContain("/en/blog-details-standard/first-steps");
  });

  it("a listing, search or blog list is rewritten to its canonical query's cached route", async () => {
    const internal = async (path: string) => new URL(((await visit(path)).headers.get("x-middleware-rewrite") ?? "-"), "http://x").pathname;
    const a = await internal("/shop-grid-standard?sort=newest&category=toys&utm_campaign=x");
    const b = await internal("/shop-grid-standard?category=toys&sort=newest");
    expect(a).toMatch(/^\/en\/shop-grid-standard\/[A-Za-z0-9_-]+$/);
    expect(a).toBe(b);
    expect(await internal("/shop-grid-standard?lng=fr")).toBe("/fr/shop-grid-standard/all");
    expect(await internal("/search?q=bottle")).toMatch(/^\/en\/search\/[A-Za-z0-9_-]+$/);
    expect(await internal("/blog-right-sidebar?page=1")).toBe("/en/blog-right-sidebar/all");
  });
});
