// A click on a server-rendered button whose island (components/ui/island.tsx) has not loaded
// yet is dropped by React: when synchronous hydration of the clicked part fails because its
// chunk is still on the way, the event is stopped, not replayed. On a slow phone that is an
// "Add to cart" tap that does nothing. The root layout's inline script (PENDING_CLICK_SCRIPT)
// notes the last such click; the island clicks the button again once it is alive.

/** Attribute on each island's frame: "" while its chunk loads, "live" once it has hydrated. */
export const ISLAND_ATTRIBUTE = "data-island";

type PendingClick = { target: HTMLElement };

declare global {
  interface Window {
    __pendingClick?: PendingClick;
  }
}

const WAITING = `[${ISLAND_ATTRIBUTE}=""]`;

/**
 * Runs in <body> before any script. A capture listener on document fires before React's own
 * listeners there: it notes a type=button button inside an island that is still loading (links
 * and submit buttons already work without JavaScript, so the browser's own action stands); any
 * other click means the person moved on, and forgets the note. There is no time limit: on a slow
 * phone the scripts may take many seconds, and the tap is still what the person asked for.
 * If React could not hydrate the island, it stops the event in the capture phase; if it could
 * (its chunk was there: it hydrates at once and handles the click), the island is live when the
 * click bubbles back to window, and the note is dropped so the click is not done twice.
 */
export const PENDING_CLICK_SCRIPT =
  `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button[type=button]");` +
  `window.__pendingClick=b&&b.closest('${WAITING}')?{target:b}:undefined},true);` +
  `window.addEventListener("click",function(){var p=window.__pendingClick;if(p&&!p.target.closest('${WAITING}'))window.__pendingClick=undefined})`;

/** Called by an island that has just come alive: clicks the noted button if it is now alive. */
export function replayPendingClick(): void {
  const pending = window.__pendingClick;
  if (!pending) return;
  const { target } = pending;
  if (!target.isConnected) {
    window.__pendingClick = undefined;
    return;
  }
  // Inside an island that is itself inside one still loading (a card in the home tabs): the
  // innermost one replays it, once every island around the button is alive.
  if (target.closest(WAITING)) return;
  window.__pendingClick = undefined;
  target.click();
}
