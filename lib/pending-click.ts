// A click on a server-rendered button whose island (components/ui/island.tsx) has not loaded
// yet is dropped by React: when synchronous hydration of the clicked part fails because its
// chunk is still on the way, the event is stopped, not replayed. On a slow phone that is an
// "Add to cart" tap that does nothing. The root layout's inline script (PENDING_CLICK_SCRIPT)
// notes such clicks, in order; each button is clicked again once its island is alive.

/** Attribute on each island's frame: "" while its chunk loads, "live" once it has hydrated. */
export const ISLAND_ATTRIBUTE = "data-island";

/** The buttons tapped while their islands loaded, in order, each once; `replaying` while they are clicked again. */
type PendingClicks = { targets: HTMLElement[]; replaying?: boolean };

declare global {
  interface Window {
    __pendingClicks?: PendingClicks;
  }
}

const WAITING = `[${ISLAND_ATTRIBUTE}=""]`;

/**
 * Runs in <body> before any script. A capture listener on document fires before React's own
 * listeners there: it notes a type=button button inside an island that is still loading (links
 * and submit buttons already work without JavaScript, so the browser's own action stands). Taps
 * on several such buttons ("add to cart", then "add to wishlist") are all noted; a second tap on
 * the same button is still one. Any other click means the person moved on, and forgets them all.
 * There is no time limit: on a slow phone the scripts may take many seconds, and the tap is still
 * what the person asked for. If React could not hydrate the island, it stops the event in the
 * capture phase; if it could (its chunk was there: it hydrates at once and handles the click),
 * the island is live when the click bubbles back to window, and that note is dropped so the click
 * is not done twice. The replay's own clicks are not the person's, and change no note.
 */
export const PENDING_CLICK_SCRIPT =
  `(function(){var p=window.__pendingClicks={targets:[]};` +
  `function button(e){return e.target instanceof Element&&e.target.closest("button[type=button]")}` +
  `document.addEventListener("click",function(e){if(p.replaying)return;var b=button(e);` +
  `if(!b||!b.closest('${WAITING}'))p.targets=[];else if(p.targets.indexOf(b)<0)p.targets.push(b)},true);` +
  `window.addEventListener("click",function(e){var b=button(e);` +
  `if(b&&!b.closest('${WAITING}'))p.targets=p.targets.filter(function(t){return t!==b})})})()`;

/** Called by an island that has just come alive: clicks again, in order, each noted button now alive. */
export function replayPendingClick(): void {
  const pending = window.__pendingClicks;
  if (!pending) return;
  // Inside an island that is itself inside one still loading (a card in the home tabs): it waits
  // until every island around the button is alive. A button no longer on the page is forgotten.
  const ready = pending.targets.filter((t) => t.isConnected && !t.closest(WAITING));
  pending.targets = pending.targets.filter((t) => t.isConnected && t.closest(WAITING));
  clickInTurn(pending, ready);
}

/**
 * One click a task, as a person's taps come: React renders what a click changed in a microtask,
 * so a click made in the same task would run a handler that has not seen it ("One more", then
 * "Add to cart" would add one).
 */
function clickInTurn(pending: PendingClicks, targets: HTMLElement[]): void {
  const [target, ...rest] = targets;
  if (!target) return;
  pending.replaying = true;
  try {
    if (target.isConnected) target.click();
  } finally {
    pending.replaying = false;
  }
  if (rest.length > 0) setTimeout(() => clickInTurn(pending, rest));
}
