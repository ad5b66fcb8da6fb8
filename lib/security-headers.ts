// The security headers of every response (pages, cached ones too, route handlers, static files),
// built from configuration here and set by next.config.ts `headers()`: static headers, so no page
// becomes dynamic for them. Read at build time, like the NEXT_PUBLIC_* values the browser gets.
//
// The Content-Security-Policy has no nonces: a nonce differs per response, so every page would be
// rendered per request, and the shop's pages are prerendered and cached. Without nonces,
// script-src needs 'unsafe-inline': Next.js writes each page's RSC payload as inline scripts
// (self.__next_f.push(...)), different on every page, so no list of hashes can name them. Hashes of
// the shop's own two fixed inline scripts would not help either: a browser that sees a hash in
// script-src ignores 'unsafe-inline', and Next's scripts would stop. What the policy does hold:
// no plugins, no <base>, forms only to the shop, no framing, and scripts, connections, images
// and frames only from the shop and the Firebase services it uses.

export type SecurityHeaderConfig = {
  /** `next dev`: React's dev tools evaluate code ('unsafe-eval'). */
  dev: boolean;
  /** A production build (NODE_ENV=production). */
  production: boolean;
  /** The shop's public origin (lib/site-url.ts): HSTS and upgrade-insecure-requests only over https. */
  siteUrl: string;
  /** The Firebase authDomain: Google sign-in's popup talks to the shop through a frame of it. */
  authDomain?: string;
  /** host:port of the local Auth and Storage emulators, when the browser uses them. */
  authEmulatorHost?: string;
  storageEmulatorHost?: string;
};

type Header = { key: string; value: string };

/** The Firebase services the browser's SDK calls: Auth (sign-in, token refresh) and Storage (admin uploads). */
const FIREBASE_AUTH_API = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
const FIREBASE_STORAGE_API = "https://firebasestorage.googleapis.com";
/** Where product images may come from besides the shop (lib/catalog/image-hosts.ts, the https ones). */
const IMAGE_HOSTS = ["https://firebasestorage.googleapis.com", "https://storage.googleapis.com"];
/** Google sign-in's popup flow loads Google's iframe library (gapi) from here (firebase/auth). */
const GOOGLE_API_SCRIPTS = "https://apis.google.com";

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
};
/** A host (and port) from configuration, checked: it is written into a header. */
function host(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(value)) throw new Error(`${name}: expected a host name (and port), got "${value}"`);
  return value;
}
const emulator = (hostPort: string | undefined) => (hostPort ? [`http://${hostPort}`] : []);

/** HSTS and upgrade-insecure-requests: only a production server whose public origin is https (never local http). */
export const servedOverHttps = (c: SecurityHeaderConfig) => c.production && !c.dev && isHttps(c.siteUrl);

export function contentSecurityPolicy(c: SecurityHeaderConfig): string {
  const authFrames = [...(c.authDomain ? [`https://${c.authDomain}`] : []), ...emulator(c.authEmulatorHost)];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-inline'", ...(c.dev ? ["'unsafe-eval'"] : []), GOOGLE_API_SCRIPTS],
    // Inline style attributes (React's style={...}) and the toast library's injected <style>.
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: the inline favicon; blob: an image's preview before its upload.
    ["img-src", "'self'", "data:", "blob:", ...IMAGE_HOSTS, ...emulator(c.storageEmulatorHost)],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...FIREBASE_AUTH_API, FIREBASE_STORAGE_API, ...emulator(c.authEmulatorHost), ...emulator(c.storageEmulatorHost)],
    ["frame-src", ...(authFrames.length ? authFrames : ["'none'"])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  const policy = directives.map((d) => d.join(" "));
  if (servedOverHttps(c)) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * The source of next.config.ts's rule putting these headers on every response: an unnamed group,
 * not "/:path*". With a named parameter Next compiles each header value holding ":" (the CSP's
 * schemes and ports) through path-to-regexp on every request: a sixth of a static file's CPU.
 */
export const EVERY_PATH = "/(.*)";

/** Every header, in order. */
export function securityHeaders(c: SecurityHeaderConfig): Header[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(c) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Nothing in the shop uses these; an injected script or a framed page cannot either.
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    // frame-ancestors 'none' for browsers that predate it.
    { key: "X-Frame-Options", value: "DENY" },
    // Two years; subdomains of the shop's host are the shop's. Not preloaded: that is the domain owner's choice.
    ...(servedOverHttps(c) ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/** The configuration from the environment (next.config.ts, at build time and in `next dev`). */
export function securityHeaderConfig(env: Record<string, string | undefined>, siteUrl: string): SecurityHeaderConfig {
  return {
    dev: env.NODE_ENV === "development",
    production: env.NODE_ENV === "production",
    siteUrl,
    authDomain: host(env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN"),
    authEmulatorHost: host(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, "NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST"),
    storageEmulatorHost: host(env.NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST, "NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST"),
  };
}
