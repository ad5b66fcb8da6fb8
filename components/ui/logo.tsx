"use client";
// A client component without props, like the icon sprite: the header's and the footer's logo are
// written from its code, not carried as markup in every page's RSC payload (~0.5 KB each).
/** The Flone word mark with a small moon; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <svg width="118" height="36" viewBox="0 0 118 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="16" fill="#fde8ec" />
      <path d="M22.5 8.5a10 10 0 1 0 5 15.8A8.2 8.2 0 0 1 22.5 8.5Z" fill="#a1344e" />
      <circle cx="11" cy="11" r="1.6" fill="#f2b27a" />
      <text x="40" y="25.5" style={{ fontFamily: "var(--font-sans)", fontSize: 22, fontWeight: 700, letterSpacing: -0.5 }} fill="#2b2a33">
        flone
      </text>
    </svg>
  );
}
