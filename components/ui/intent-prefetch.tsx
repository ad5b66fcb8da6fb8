"use client";
// Prefetches a shop link's page on intent (lib/intent-prefetch.ts): one set of listeners on the
// document for every link, rather than an observer and handlers on each.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { HOVER_INTENT_MS, intentUrl } from "@/lib/intent-prefetch";

export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    let hover: ReturnType<typeof setTimeout> | undefined;
    const prefetch = (target: EventTarget | null) => {
      const url = intentUrl(target, window.location);
      // Next's cache skips a route it holds fresh, so a second intent costs nothing.
      if (url) router.prefetch(url);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return; // a touch has its own event, at once
      clearTimeout(hover);
      hover = setTimeout(() => prefetch(event.target), HOVER_INTENT_MS);
    };
    const onPointerOut = () => clearTimeout(hover);
    const onNow = (event: Event) => prefetch(event.target);
    const listeners = [
      ["pointerover", onPointerOver],
      ["pointerout", onPointerOut],
      ["touchstart", onNow],
      ["focusin", onNow],
    ] as const;
    const options = { capture: true, passive: true };
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, options);
    return () => {
      clearTimeout(hover);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, options);
    };
  }, [router]);
  return null;
}
