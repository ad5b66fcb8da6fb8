"use client";
// A client island loaded as its own chunk when it first renders, so it weighs nothing on a
// page's first-load JavaScript. React renders it on the server, so its HTML is there at once; in
// the browser that HTML stays as it is until the chunk arrives, then comes alive. A button
// clicked meanwhile is clicked again then (lib/pending-click.ts), since React drops such clicks.
// An island's styles are imported by the server component that places it, so its server HTML is
// styled from the first paint and nothing moves when the chunk arrives; imported in a "use client"
// wrapper, a CSS module would also ship its class map in the page's first-load JavaScript.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactElement, type RefObject } from "react";
import { ISLAND_ATTRIBUTE, replayPendingClick } from "@/lib/pending-click";

/**
 * Marks the frame alive as soon as the island has hydrated (a layout effect: before a click that
 * made React hydrate it bubbles on), then replays a click it dropped, after the current event.
 */
function Alive({ frame }: { frame: RefObject<HTMLSpanElement | null> }) {
  useLayoutEffect(() => {
    frame.current?.setAttribute(ISLAND_ATTRIBUTE, "live");
  }, [frame]);
  useEffect(() => {
    // When the frame and the island mount in one commit (a client navigation to a page with the
    // chunk already loaded), a child's layout effect runs before the parent's ref is attached:
    // mark it here, after every ref is in place.
    frame.current?.setAttribute(ISLAND_ATTRIBUTE, "live");
    const timer = setTimeout(() => replayPendingClick());
    return () => clearTimeout(timer);
  }, [frame]);
  return null;
}

/**
 * `island(() => import("./x").then((m) => m.X))`: a component with X's props. Its frame is a
 * `display: contents` span, so it neither changes the layout nor breaks phrasing content.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Island(props: P) {
    const frame = useRef<HTMLSpanElement>(null);
    return (
      <span ref={frame} {...{ [ISLAND_ATTRIBUTE]: "" }} style={{ display: "contents" }}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          {/* Same boundary: commits (and runs its effect) only together with the island. */}
          <Alive frame={frame} />
        </Suspense>
      </span>
    );
  }
  return Island;
}
