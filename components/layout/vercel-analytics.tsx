"use client";
// Vercel Web Analytics without its React wrapper: after hydration, load @vercel/analytics in its
// own chunk and inject the script, which reports the first page view and every later client
// navigation (history changes) by itself. Nothing of it is in a page's first-load JavaScript.
import { useEffect } from "react";

export function VercelAnalytics() {
  useEffect(() => {
    void import("@vercel/analytics").then(({ inject }) => inject({ framework: "next" }));
  }, []);
  return null;
}
