"use client";
// "Show more orders" is a document load to /my-account?orders=20#order-FL-...: the orders stream
// in after the page's shell, too late for the browser's own jump to the fragment. Once the list
// shows, this puts focus on the first new order's link (which scrolls it into view), so a
// keyboard or screen reader user goes on from where the new orders start.
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
      const target = [...document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)].find((el) => el.offsetParent !== null);
      const link = target?.querySelector<HTMLElement>("a[href]");
      if (link) {
        // Only if the person has not gone somewhere else meanwhile.
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
