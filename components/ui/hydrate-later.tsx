"use client";
// A part of the page that React hydrates on its own, after the rest, in small slices: an
// <Activity> boundary is kept as server HTML during the page's first hydration and hydrated
// afterwards at the lowest priority, yielding to the browser every few milliseconds (unlike the
// first hydration, one task as long as the page). A tap inside it hydrates it at once. Unlike a
// <Suspense> boundary, the server writes it in place: a large one is never moved to the end
// of the HTML.
import { Activity, type ReactNode } from "react";

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
