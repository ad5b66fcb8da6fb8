/**
 * Is Vercel Web Analytics available? On Vercel (VERCEL=1, set by the platform at build and run
 * time), or when NEXT_PUBLIC_ANALYTICS=1 asks for it (another host that proxies /_vercel/insights).
 * Elsewhere the script is not rendered, so local runs make no failing request.
 */
export function analyticsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.VERCEL === "1" || env.NEXT_PUBLIC_ANALYTICS === "1";
}
