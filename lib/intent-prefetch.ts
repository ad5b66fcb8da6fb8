// Links prefetch their page when a visitor shows the intent to follow one, not when they come into
// view. Next's default fetched every route in sight on load (on a product page: the home page,
// the listing and the sign-in page, about 130 KB of RSC), and decoding them cost a phone about
// 250 ms of blocked main thread right after load (BENCHMARKS.md, 2026-11-26, "where the total
// blocking time goes"). A pointer resting on a link, a finger touching it or keyboard focus starts
// the prefetch instead: on a phone the fetch starts at touchstart, before the tap's click.

/** On the links that prefetch on intent (components/ui/link.tsx sets it). */
export const INTENT_PREFETCH_ATTRIBUTE = "data-prefetch";
export const INTENT_PREFETCH_VALUE = "intent";

/** How long a mouse must rest on a link before it counts as intent (passing over it does not). */
export const HOVER_INTENT_MS = 65;

/**
 * The URL to prefetch for an event's target: the closest shop link's, when following it would be
 * a client navigation on this site (same origin, this tab, not a download, not the page itself).
 */
export function intentUrl(target: EventTarget | null, here: Pick<Location, "origin" | "pathname" | "search">): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest(`a[${INTENT_PREFETCH_ATTRIBUTE}="${INTENT_PREFETCH_VALUE}"]`);
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}
