"use client";
import { useEffect, useRef } from "react";

/**
 * The cart, wishlist and compare screens remove the focused button with its row: call
 * `removing()` before such a removal and, after the next render, focus goes to the list's own
 * target, or to the empty state's heading once nothing is left.
 */
export function useFocusAfterRemoval<T extends HTMLElement>(empty: boolean) {
  const listTarget = useRef<T>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    (empty ? emptyHeading : listTarget).current?.focus();
  });
  return {
    listTarget,
    emptyHeading,
    removing: () => {
      pending.current = true;
    },
  };
}
