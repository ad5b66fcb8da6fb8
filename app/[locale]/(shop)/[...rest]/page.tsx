import { notFound } from "next/navigation";

/**
 * Every path no route matches lands here (the proxy rewrites all page paths under /<locale>),
 * so unknown paths render app/[locale]/(shop)/not-found.tsx (in the storefront frame), translated, with status 404. notFound()
 * runs while prerendering, before any byte is streamed, which is what keeps the status 404.
 */
export default function CatchAll(): never {
  notFound();
}

// Nothing here can be navigated to instantly: it only ever renders the 404 (this also keeps the
// dev-time instant-navigation check from reporting the 404 as a validation failure).
export const instant = false;
