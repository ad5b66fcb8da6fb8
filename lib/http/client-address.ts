// Who sent a request, for per-client limits (contact form, and any later limit by address).
//
// X-Forwarded-For is a list the client may start itself: every proxy APPENDS the address it
// received the request from, so only the entries written by our own proxies can be trusted, and
// those are the last ones. With N trusted proxies in front of Next.js, the client is the entry N
// from the right: the one the outermost trusted proxy appended. Whatever stands to its left was
// written by the client and is ignored.
//
// Next.js itself (`next start`, base-server.js) writes the socket address into X-Forwarded-For
// only when the request has none (`??=`, checked with curl: a request carrying
// "X-Forwarded-For: 1.2.3.4" reaches the app as exactly that), and gives app code no other way to
// the socket. So a server reached directly, without a proxy, cannot tell its peer from a forged
// header: there is always at least one trusted proxy (see TRUSTED_PROXY_COUNT in lib/env.ts).
import { serverEnv } from "@/lib/env";

export type HeaderSource = { get(name: string): string | null };

/** The address the client connected from, as our `trustedProxies` proxies recorded it; "unknown" without any. */
export function clientAddress(headers: HeaderSource, trustedProxies: number): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (hops.length === 0) return "unknown";
  // Fewer entries than proxies: the request skipped an outer proxy; its first entry is the
  // oldest one any proxy wrote.
  const entry = hops[Math.max(0, hops.length - trustedProxies)]!;
  // One address, one client: "::ffff:203.0.113.9" is how a dual-stack socket spells 203.0.113.9.
  return entry.startsWith("::ffff:") && entry.includes(".") ? entry.slice("::ffff:".length) : entry;
}

/** The request's client address with the configured number of trusted proxies (server code: pass `await headers()`). */
export function requestClientAddress(headers: HeaderSource): string {
  return clientAddress(headers, serverEnv().TRUSTED_PROXY_COUNT);
}
