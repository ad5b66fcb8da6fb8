"use client";
// "Show more orders" is a document load to /my-account?orders=20#order-FL-...: the orders stream
// in after the page's shell, too late for the browser's own jump to the fragment. Once the list
// is there, this puts focus on the first new order's link (which scrolls it into view), so a
// keyboard or screen reader user goes on from where the new orders start.
import { useEffect } from "react";

export function OrderArrival({ prefix }: { prefix: string }) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith(prefix)) return;
    // The visible one: a page kept hidden after a client navigation may hold the same id.
    const target = [...document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)].find((el) => el.offsetParent !== null);
    target?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [prefix]);
  return null;
}
