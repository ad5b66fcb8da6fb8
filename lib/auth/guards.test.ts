import { GUARDED_PREFIXES, LOGIN_PATH, decideAccess, loginHref, refusalHref, requiredLevel, safeNextPath } from "./guards";

describe("requiredLevel", () => {
  it.each([
    ["/my-account", "user"],
    ["/my-account/orders/abc", "user"],
    ["/checkout", "user"],
    ["/checkout/", "user"],
    ["/subscribe/eco-diapers", "user"],
    ["/my-account/subscriptions/SUB-ABCDEFGHJK", "user"],
    ["/dash", "admin"],
    ["/dash/settings", "admin"],
    ["/products", "admin"],
    ["/products/new", "admin"],
    ["/orders/o-1", "admin"],
    ["/customers", "admin"],
    ["/letters", "admin"],
    ["/promotions", "admin"],
    ["/promotions/welcome-10/codes", "admin"],
    ["/subscriptions", "admin"],
    ["/subscriptions/SUB-7KQ2M9XWTR", "admin"],
    ["/my-account/subscriptions", "user"], // the parent's own subscriptions
    ["/fr/dash", "admin"],
    ["/en/my-account", "user"],
  ])("%s needs %s access", (path, level) => {
    expect(requiredLevel(path)).toBe(level);
  });

  it.each([
    "/",
    "/product/cosy-sleepsuit", // the storefront's product page is not the admin's /products
    "/productsale",
    "/promotionsale",
    "/subscriptionsale",
    "/dashboard",
    "/my-accounts",
    "/checkout-help",
    "/shop-grid-standard",
    "/login-register",
    "/cart",
    "/newsletter/confirm", // a subscriber's page; staff's letters are at /letters
    "/newsletter/unsubscribe",
    "/delivery/skip", // an email's one-click link, no sign-in; the parent's subscriptions are under /my-account, staff's at /subscriptions
    "/fr/delivery/size",
    "/fr",
    "/es/dash", // "es" is no locale of the shop: no such page
  ])("%s is public", (path) => {
    expect(requiredLevel(path)).toBeNull();
  });

  it("guards whole segments only, for every prefix", () => {
    for (const prefix of [...GUARDED_PREFIXES.user, ...GUARDED_PREFIXES.admin]) {
      expect(requiredLevel(prefix)).not.toBeNull();
      expect(requiredLevel(`${prefix}x`)).toBeNull();
      expect(requiredLevel(prefix.slice(0, -1))).toBeNull();
    }
  });
});

describe("safeNextPath", () => {
  it.each(["/", "/my-account", "/checkout?step=2&x=%2F%2Fa", "/product/x#reviews", "/a/b/c"])("keeps the same-site path %s", (p) => {
    expect(safeNextPath(p)).toBe(p);
  });

  it.each([
    ["another site", "https://evil.test/"],
    ["a protocol-relative URL", "//evil.test/x"],
    ["a backslash after the slash", "/\\evil.test"],
    ["a backslash later on", "/a\\b"],
    ["a tab the URL parser drops", "/\t/evil.test"],
    ["a newline", "/\n/evil.test"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path", "my-account"],
    ["a leading space", " /x"],
    ["the empty string", ""],
    ["a number", 42],
    ["undefined", undefined],
    ["a very long path", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_, value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe("loginHref and refusalHref", () => {
  it("comes back to a safe path, encoded", () => {
    expect(loginHref("/checkout?step=2")).toBe(`${LOGIN_PATH}?next=%2Fcheckout%3Fstep%3D2`);
    expect(new URL(loginHref("/a?b=c&d=e"), "http://x").searchParams.get("next")).toBe("/a?b=c&d=e");
  });

  it("drops an unsafe or useless next", () => {
    expect(loginHref("//evil.test")).toBe(LOGIN_PATH);
    expect(loginHref("/")).toBe(LOGIN_PATH);
    expect(loginHref(undefined)).toBe(LOGIN_PATH);
  });

  it("sends the signed out to sign in and back, and the forbidden to the sign-in page only", () => {
    expect(refusalHref("signed-out", "/dash/orders")).toBe(`${LOGIN_PATH}?next=%2Fdash%2Forders`);
    expect(refusalHref("forbidden", "/dash/orders")).toBe(LOGIN_PATH);
  });
});

describe("decideAccess", () => {
  const shopper = { uid: "s", admin: false };
  const admin = { uid: "a", admin: true };

  it("refuses the signed out at every level", () => {
    expect(decideAccess(null, "user")).toEqual({ ok: false, reason: "signed-out" });
    expect(decideAccess(null, "admin")).toEqual({ ok: false, reason: "signed-out" });
  });

  it("lets any signed-in user through at user level, only admins at admin level", () => {
    expect(decideAccess(shopper, "user")).toEqual({ ok: true, session: shopper });
    expect(decideAccess(shopper, "admin")).toEqual({ ok: false, reason: "forbidden" });
    expect(decideAccess(admin, "admin")).toEqual({ ok: true, session: admin });
  });
});
