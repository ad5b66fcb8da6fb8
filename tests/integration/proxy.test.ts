// proxy.ts: the quick access guard in front of the locale handling, with real session cookies.
import { createServer, type AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { SESSION_MAX_AGE_S } from "@/lib/auth/cookie";
import { createSession } from "@/lib/auth/session";
import { adminClient } from "./clients";
import { badlySignedJwt, jwtPayload, newUser, type TestUser } from "./sessions";
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

/** The session cookie a response sets: its value and lower-cased attributes, or null if none. */
function sessionCookieSet(res: Response): { value: string; attributes: string[] } | null {
  const header = res.headers.get("set-cookie");
  if (!header) return null;
  const [pair = "", ...attributes] = header.split(/;\s*/);
  const [name, value = ""] = pair.split(/=(.*)/s);
  return name === "__session" ? { value, attributes: attributes.map((a) => a.toLowerCase()).sort() } : null;
}
/** The clearing Set-Cookie: same name, path and attributes as when the cookie was set (POST /api/session), Max-Age=0. */
const CLEARED = { value: "", attributes: ["httponly", "max-age=0", "path=/", "samesite=lax"] }; // no Secure: emulator mode, over http

/** A port that was free a moment ago (nothing listens on it). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Move Date only (firebase-admin reads the time from it to check expiry); timers and I/O stay real. */
async function atTime<T>(nowMs: number, fn: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: nowMs,
    doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
  });
  try {
    return await fn();
  } finally {
    jest.useRealTimers();
  }
}

describe("account pages need a session cookie that verifies", () => {
  it.each(["/my-account", "/my-account/orders", "/checkout"])("%s without a cookie: to sign in, and back", async (path) => {
    const res = await visit(`${path}?step=2`);
    expect(res.status).toBe(307);
    expect(redirectedTo(res)).toBe(`/login-register?next=${encodeURIComponent(`${path}?step=2`)}`);
    expect(sessionCookieSet(res)).toBeNull(); // nothing to clear
  });

  it("a valid session: on to the page (which verifies it again, with revocation: requireUser)", async () => {
    for (const path of ["/my-account", "/my-account/orders", "/checkout"]) {
      const res = await visit(path, shopperCookie);
      expect(redirectedTo(res)).toBeNull();
      expect(sessionCookieSet(res)).toBeNull();
    }
  });

  // Each bad cookie is made so that it is refused for the reason named in both modes: against
  // the Auth emulator (which accepts unsigned tokens) and against real Auth (signed cookies).
  it("expired: a real session cookie, presented after its 5 days are over, is refused and cleared", async () => {
    const { exp } = jwtPayload(shopperCookie);
    expect(exp - jwtPayload(shopperCookie).iat).toBe(SESSION_MAX_AGE_S);
    // The same cookie a second before its end still passes: only the time differs.
    expect(redirectedTo(await atTime((exp - 1) * 1000, () => visit("/my-account", shopperCookie)))).toBeNull();
    for (const path of ["/my-account", "/checkout?step=2"]) {
      const res = await atTime((exp + 1) * 1000, () => visit(path, shopperCookie));
      expect(res.status).toBe(307);
      expect(redirectedTo(res)).toBe(`/login-register?next=${encodeURIComponent(path)}`);
      expect(sessionCookieSet(res)).toEqual(CLEARED);
    }
  });

  it.each([
    // Real, current claims: only the signature is wrong (the emulator takes "alg: none" only).
    ["forged: the shopper's own live claims under a signature nobody made", () => badlySignedJwt(jwtPayload(shopperCookie))],
    ["malformed", () => "anything"],
  ])("%s: refused and cleared", async (_, cookie) => {
    for (const path of ["/my-account", "/checkout"]) {
      const res = await visit(path, cookie());
      expect(res.status).toBe(307);
      expect(redirectedTo(res)).toBe(`/login-register?next=${encodeURIComponent(path)}`);
      expect(sessionCookieSet(res)).toEqual(CLEARED);
    }
  });

  it("a server action's POST goes on to the action, whatever its cookie: the action refuses it itself", async () => {
    for (const cookie of [undefined, "anything", badlySignedJwt(jwtPayload(shopperCookie))]) {
      const headers: Record<string, string> = { host: "127.0.0.1:3100", "accept-language": "en", "next-action": "0123abcd", origin: ORIGIN };
      if (cookie !== undefined) headers.cookie = `__session=${cookie}`;
      const res = await proxy(new NextRequest(`${ORIGIN}/my-account`, { method: "POST", headers, body: "[]" }));
      expect(redirectedTo(res)).toBeNull();
      expect(sessionCookieSet(res)).toBeNull();
    }
  });

  it("Auth unreachable: the proxy cannot tell, so the page's own check decides (no redirect, the cookie kept)", async () => {
    const reachable = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // firebase-admin reads the emulator's address once, when its Auth client is made: a fresh copy
    // of the modules, pointed at a port nothing listens on. Against the emulator firebase-admin
    // asks it about every cookie (lib/auth/session.ts), so that is the request that fails; in
    // production it would be the fetch of Google's public keys.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${await closedPort()}`;
    const logged = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      let cutOff: typeof proxy | undefined;
      await jest.isolateModulesAsync(async () => {
        ({ proxy: cutOff } = await import("@/proxy"));
      });
      const headers = { host: "127.0.0.1:3100", "accept-language": "en", cookie: `__session=${shopperCookie}` };
      const res = await cutOff!(new NextRequest(`${ORIGIN}/my-account`, { headers }));
      const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines).toContainEqual(expect.objectContaining({ level: "error", msg: "proxy: session check failed", requestId: expect.any(String), error: expect.objectContaining({ code: "app/network-error" }) }));
      expect(redirectedTo(res)).toBeNull();
      expect(sessionCookieSet(res)).toBeNull();
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = reachable;
      logged.mockRestore();
    }
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

  it("a cookie that does not verify counts as signed out, and is cleared", async () => {
    const garbage = await visit("/dash", "garbage");
    expect(redirectedTo(garbage)).toBe("/login-register?next=%2Fdash");
    expect(sessionCookieSet(garbage)).toEqual(CLEARED);
    const expired = await atTime((jwtPayload(rootCookie).exp + 1) * 1000, () => visit("/dash", rootCookie));
    expect(redirectedTo(expired)).toBe("/login-register?next=%2Fdash");
    expect(sessionCookieSet(expired)).toEqual(CLEARED);
    const forged = await visit("/dash", badlySignedJwt(jwtPayload(rootCookie)));
    expect(redirectedTo(forged)).toBe("/login-register?next=%2Fdash");
    expect(sessionCookieSet(forged)).toEqual(CLEARED);
  });

  it("a valid shopper's cookie sent away from an admin page is kept (it is a session, just not an admin's)", async () => {
    expect(sessionCookieSet(await visit("/dash", shopperCookie))).toBeNull();
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

describe("every request the proxy sees gets an id, passed on to the route and answered", () => {
  const SANE = /^[A-Za-z0-9-]{1,64}$/;
  /** The id the response carries, and the one the route is given (Next's request-header override). */
  const ids = (res: Response) => ({ answered: res.headers.get("x-request-id"), forwarded: res.headers.get("x-middleware-request-x-request-id") });
  const ask = (pathAndQuery: string, requestId?: string, cookie?: string) =>
    proxy(new NextRequest(`${ORIGIN}${pathAndQuery}`, { headers: { "accept-language": "en", ...(requestId === undefined ? {} : { "x-request-id": requestId }), ...(cookie ? { cookie: `__session=${cookie}` } : {}) } }));

  it("a sane id sent is kept, on an API route, a rewritten page and a guarded one", async () => {
    expect(ids(await ask("/api/health", "lb-42"))).toEqual({ answered: "lb-42", forwarded: "lb-42" });
    expect(ids(await ask("/shop-grid-standard?sort=newest", "Trace-7"))).toEqual({ answered: "Trace-7", forwarded: "Trace-7" });
    expect(ids(await ask("/my-account", "guarded-1", shopperCookie))).toEqual({ answered: "guarded-1", forwarded: "guarded-1" });
  });

  it("none, or one that is not short and plain, is replaced by a new one, the same answered and passed on", async () => {
    for (const sent of [undefined, "x".repeat(65), "two words", "a;b"]) {
      const { answered, forwarded } = ids(await ask("/api/health", sent));
      expect([sent, answered]).toEqual([sent, expect.stringMatching(SANE)]);
      expect([sent, forwarded]).toEqual([sent, answered]);
    }
  });

  it("a redirect carries its id too", async () => {
    const res = await ask("/my-account", "redirected-1");
    expect(redirectedTo(res)).toMatch(/^\/login-register/);
    expect(res.headers.get("x-request-id")).toBe("redirected-1");
  });
});
