"use client";
// A panel opened by a button (the header's account menu and mini-cart): a click or tap outside it,
// or focus leaving it (Tab past its last link), closes it; Escape closes it and puts focus back on
// the button.
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from "react";

/**
 * `ref`: the element that holds both the button and the panel; spread the answer (its key and
 * focus handlers) on it too. `close(returnFocus)` is called with true for Escape.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: (returnFocus: boolean) => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });

  // A click or tap outside closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) latest.current(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [ref, open]);

  return {
    onKeyDown(e: KeyboardEvent) {
      if (e.key === "Escape" && open) {
        e.stopPropagation();
        close(true);
      }
    },
    onBlur(e: FocusEvent) {
      if (open && e.relatedTarget && !ref.current?.contains(e.relatedTarget as Node)) close(false);
    },
  };
}
