// `next dev` serves its own resources (the HMR socket, dev chunks) only to pages opened at
// localhost or the name it was started with. The shop's dev server listens on 127.0.0.1 and is
// started as "localhost" (scripts/lib/shop.ts): a page opened at http://127.0.0.1:3000 never
// hydrated. These hosts are let in as well: 127.0.0.1, and the HOST it was told to listen on.
// (It does not listen on ::1: "localhost" is resolved IPv4 first.) Relative imports only:
// next.config.ts loads this file.

const ANY_INTERFACE = new Set(["0.0.0.0", "::"]);

/** The hostnames, as an Origin header names them, that `next dev` lets use its dev resources. */
export function devOrigins(env: Record<string, string | undefined>): string[] {
  const host = env.HOST?.trim();
  const listened = host && !ANY_INTERFACE.has(host) ? [host.includes(":") ? `[${host}]` : host] : [];
  return [...new Set(["127.0.0.1", ...listened])];
}
