"use client";
// The shop's small icons, drawn once per page: every icon elsewhere is a `<use>` of a symbol here
// (components/ui/icon.tsx). A listing shows 15 cards with three or four icons each; inline, their
// paths made ~12 KB of its HTML. A client component without props: its markup is written from
// its code (cached with the scripts), not carried again in every page's RSC payload (~1.8 KB).
const STROKE = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute" }}>
      {/* Heart: no fill here, so an <svg fill="currentColor"> around its <use> fills it. */}
      <symbol id="icon-heart" viewBox="0 0 24 24">
        <path
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.4-9.2-9.1C1.7 8.2 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.6 0 5.5 3.7 4.4 6.9-1.7 4.7-9.2 9.1-9.2 9.1Z"
        />
      </symbol>
      <symbol id="icon-compare" viewBox="0 0 24 24">
        <path {...STROKE} d="M7 4 3 8l4 4M3 8h13M17 12l4 4-4 4M21 16H8" />
      </symbol>
      <symbol id="icon-bag" viewBox="0 0 24 24">
        <path {...STROKE} d="M5 8h14l-1 12H6L5 8Z" />
        <path {...STROKE} d="M9 8V6a3 3 0 0 1 6 0v2" />
      </symbol>
      <symbol id="icon-minus" viewBox="0 0 24 24">
        <path {...STROKE} d="M5 12h14" />
      </symbol>
      <symbol id="icon-plus" viewBox="0 0 24 24">
        <path {...STROKE} d="M12 5v14M5 12h14" />
      </symbol>
      <symbol id="icon-close" viewBox="0 0 24 24">
        <path {...STROKE} d="M6 6l12 12M18 6 6 18" />
      </symbol>
      <symbol id="icon-eye" viewBox="0 0 16 16">
        <path d="M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="8" cy="8" r="2" fill="currentColor" />
      </symbol>
    </svg>
  );
}
