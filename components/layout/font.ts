import localFont from "next/font/local";

// Geist (the `geist` package's variable font, cut to the shop's characters and weights by
// scripts/font-subset.ts: 25 KB instead of 68), served by next/font from our own origin and
// preloaded. display "optional" rather than the package's "swap": a first visit whose font is
// not there in time keeps the fallback for that page instead of re-flowing the text when the
// font lands (the fallback's metrics never match exactly: phones without Arial, for one), so
// nothing shifts; later pages have the font from the cache.
export const sans = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "optional",
});
