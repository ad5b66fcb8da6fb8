import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { EVERY_PATH, contentSecurityPolicy, securityHeaderConfig, securityHeaders, type SecurityHeaderConfig } from "./security-headers";

const production: SecurityHeaderConfig = { dev: false, production: true, siteUrl: "https://shop.example.com", authDomain: "my-shop.firebaseapp.com" };
const local: SecurityHeaderConfig = {
  dev: false,
  production: true,
  siteUrl: "http://localhost:3000",
  authDomain: "demo-flone.firebaseapp.com",
  authEmulatorHost: "127.0.0.1:9099",
  storageEmulatorHost: "127.0.0.1:9199",
};

/** The policy as directive -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(/;\s*/).map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}
const headerOf = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value;

test("the policy's fixed parts: no plugins, no <base>, forms and framing only by the shop", () => {
  for (const c of [production, local, { ...local, dev: true, production: false }]) {
    const d = directives(contentSecurityPolicy(c));
    expect(d["default-src"]).toEqual(["'self'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["base-uri"]).toEqual(["'self'"]);
    expect(d["form-action"]).toEqual(["'self'"]);
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["font-src"]).toEqual(["'self'"]);
    expect(d["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  }
});

test("production: the Firebase services the browser uses, the authDomain's frame, https only", () => {
  const d = directives(contentSecurityPolicy(production));
  // Next's inline RSC payload scripts need 'unsafe-inline' (no nonces: pages are cached); no eval.
  expect(d["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://apis.google.com"]);
  expect(d["connect-src"]).toEqual(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://firebasestorage.googleapis.com"]);
  expect(d["img-src"]).toEqual(["'self'", "data:", "blob:", "https://firebasestorage.googleapis.com", "https://storage.googleapis.com"]);
  expect(d["frame-src"]).toEqual(["https://my-shop.firebaseapp.com"]);
  expect(d["upgrade-insecure-requests"]).toEqual([]);
  expect(contentSecurityPolicy(production)).not.toMatch(/http:\/\/|unsafe-eval/);
});

test("the local emulators are allowed only when the browser is pointed at them; next dev adds 'unsafe-eval'", () => {
  const d = directives(contentSecurityPolicy(local));
  expect(d["connect-src"]).toEqual(expect.arrayContaining(["http://127.0.0.1:9099", "http://127.0.0.1:9199"]));
  expect(d["img-src"]).toContain("http://127.0.0.1:9199");
  expect(d["frame-src"]).toEqual(["https://demo-flone.firebaseapp.com", "http://127.0.0.1:9099"]);
  expect(d["script-src"]).not.toContain("'unsafe-eval'");
  expect(d).not.toHaveProperty("upgrade-insecure-requests"); // served over http
  expect(directives(contentSecurityPolicy({ ...local, dev: true, production: false }))["script-src"]).toContain("'unsafe-eval'");
  expect(directives(contentSecurityPolicy({ dev: false, production: true, siteUrl: "http://localhost:3000" }))["frame-src"]).toEqual(["'none'"]);
});

test("every response's headers; HSTS only from a production server whose public origin is https", () => {
  const headers = securityHeaders(production);
  expect(headers.map((h) => h.key)).toEqual([
    "Content-Security-Policy",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "Permissions-Policy",
    "X-Frame-Options",
    "Strict-Transport-Security",
  ]);
  expect(headerOf(headers, "X-Content-Type-Options")).toBe("nosniff");
  expect(headerOf(headers, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(headerOf(headers, "Permissions-Policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  expect(headerOf(headers, "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  // Local http (the e2e suite's next start), next dev on https, a build for http: no HSTS.
  expect(headerOf(securityHeaders(local), "Strict-Transport-Security")).toBeUndefined();
  expect(headerOf(securityHeaders({ ...production, dev: true, production: false }), "Strict-Transport-Security")).toBeUndefined();
  expect(headerOf(securityHeaders({ ...production, production: false }), "Strict-Transport-Security")).toBeUndefined();
});

test("the configuration is read from the environment, and a host that is no host stops the build", () => {
  const env = {
    NODE_ENV: "development",
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "demo-flone.firebaseapp.com",
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST: "",
  };
  expect(securityHeaderConfig(env, "http://localhost:3000")).toEqual({
    dev: true,
    production: false,
    siteUrl: "http://localhost:3000",
    authDomain: "demo-flone.firebaseapp.com",
    authEmulatorHost: "127.0.0.1:9099",
    storageEmulatorHost: undefined,
  });
  expect(() => securityHeaderConfig({ NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "x.com; script-src *" }, "https://x.com")).toThrow("NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN");
});

test("the headers' rule matches every path with no parameter, so Next copies the values instead of compiling them per request", () => {
  // As Next builds a custom route's matcher (next/dist/server/lib/router-utils/filesystem.js).
  const match = getPathMatch(EVERY_PATH, { strict: true, removeUnnamedParams: true });
  for (const path of ["/", "/product/teething-rattle-ring", "/fr/blog-standard", "/_next/static/chunks/a.js", "/api/health", "/demo/a.svg"]) {
    expect(match(path)).toEqual({});
  }
});
