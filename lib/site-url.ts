// The shop's public origin, for what must be absolute: canonical URLs, Open Graph, JSON-LD, share
// links and every link in an email. SITE_URL in production (e.g. https://shop.example.com); on
// Vercel the project's production domain; else the address the shop was started on: this machine
// on the port Next.js listens on (`next dev`/`next start` set PORT from -p), so a shop started with
// PORT=3990 mails links to http://localhost:3990. Read at build time for prerendered pages.
const LOCAL_PORT = /^\d{1,5}$/;

export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const port = env.PORT && LOCAL_PORT.test(env.PORT) && Number(env.PORT) <= 65535 ? Number(env.PORT) : 3000;
  const local = `http://localhost:${port}`;
  const raw =
    env.SITE_URL ||
    env.NEXT_PUBLIC_SITE_URL ||
    (env.VERCEL_PROJECT_PRODUCTION_URL ? `https://${env.VERCEL_PROJECT_PRODUCTION_URL}` : undefined) ||
    local;
  try {
    return new URL(raw).origin;
  } catch {
    return local;
  }
}

/** An absolute URL on the shop for a path ("/product/x"). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
