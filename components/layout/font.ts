import localFont from "next/font/local";

// Geist (the `geist` package's variable font), served by next/font from our own origin and
// preloaded. display "optional" rather than the package's "swap": a first visit whose font is
// not there in time keeps the fallback for that page instead of re-flowing the text when the
// font lands (the fallback's metrics never match exactly: phones without Arial, for one), so
// nothing shifts; later pages have the font from the cache.
export const sans = localFont({
  src: "../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});
