// A link followed inside a menu drawer closes it: a client navigation keeps the header, and the
// drawer in it, so an open drawer would stay over the next page. This is the root layout's inline
// script, not the drawer's island: the drawer opens by invoker commands before any script, and a
// link tapped before the island's chunk arrives (while Next's router already navigates) must
// close it too.

/** On a <dialog> whose links close it when followed. */
export const CLOSE_ON_LINK_ATTRIBUTE = "data-close-on-link";

/** A plain click (not one that opens a new tab or window) on a link in such an open dialog closes it. */
export const CLOSE_ON_LINK_SCRIPT =
  `document.addEventListener("click",function(e){var a=!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&e.target instanceof Element&&` +
  `e.target.closest("dialog[open][${CLOSE_ON_LINK_ATTRIBUTE}] a[href]");if(a)a.closest("dialog").close()})`;
