// The shop's public origin, for what must be absolute: canonical URLs, Open Graph, JSON-LD and
// share links. SITE_URL in production (e.g. https://shop.example.com); on Vercel the project's
// production domain; locally http://localhost:3000. Read at build time for prerendered pages.
export function siteUrl(): string {
  const raw =
    process.env.SITE_URL ??
    process.env.NEXT_PUBLIC_SITE_URL ??
    (process.env.VERCEL_PROJECT_PRODUCTION_URL ? `https://${process.env.VERCEL_PROJECT_PRODUCTION_URL}` : undefined) ??
    "http://localhost:3000";
  try {
    return new URL(raw).origin;
  } catch {
    return "http://localhost:3000";
  }
}

/** An absolute URL on the shop for a path ("/product/x"). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
