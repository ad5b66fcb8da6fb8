"use client";
// "Show more orders" is a document load to /my-account?orders=20#order-FL-...: the fragment names
// the first new order's link, so a keyboard or screen reader user goes on from where the new
// orders start. The orders stream in after the page's shell, and the browser's own jump to the
// fragment (which focuses a focusable target) may come before React reveals them: once the list
// shows, this focuses the link (which scrolls it into view) unless focus is already somewhere.
import { useEffect } from "react";

/** How long to wait for the streamed list to be shown before giving up. */
const WAIT_MS = 10_000;

export function OrderArrival({ prefix }: { prefix: string }) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith(prefix)) return;
    const started = performance.now();
    let frame = 0;
    // This island can come alive before React reveals the streamed list it sits in (reveals are
    // batched), and a hidden element cannot take focus: look again on each frame until the order
    // shows. The visible one: a page kept hidden after a client navigation may hold the same id.
    const focusWhenShown = () => {
      const link = [...document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)].find((el) => el.offsetParent !== null);
      if (link) {
        // Only if the person (or the browser's own jump to the fragment) has not moved it meanwhile.
        if (document.activeElement === document.body || document.activeElement === null) link.focus();
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(focusWhenShown);
    };
    focusWhenShown();
    return () => cancelAnimationFrame(frame);
  }, [prefix]);
  return null;
}
