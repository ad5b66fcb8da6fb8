"use client";
// The home page's islands, each loaded as its own chunk when it first renders (the pattern of
// components/cart/lazy-islands.tsx): none weighs on the page's first-load JavaScript. React
// renders them on the server, so their HTML is there at once; in the browser it comes alive when
// the chunk arrives. Until then the product panels are all visible with in-page links and the
// newsletter form posts as plain HTML (a server action), so nothing waits for the script.
import { lazy, Suspense, type ComponentProps } from "react";

const Tabs = lazy(() => import("./product-tabs").then((m) => ({ default: m.ProductTabs })));
const Clock = lazy(() => import("./deal-countdown").then((m) => ({ default: m.Countdown })));
const Gate = lazy(() => import("./deal-countdown").then((m) => ({ default: m.DealGate })));
const Newsletter = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));

export function ProductTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}

export function Countdown(props: ComponentProps<typeof Clock>) {
  return (
    <Suspense fallback={null}>
      <Clock {...props} />
    </Suspense>
  );
}

export function DealGate(props: ComponentProps<typeof Gate>) {
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}

export function NewsletterForm(props: ComponentProps<typeof Newsletter>) {
  return (
    <Suspense fallback={null}>
      <Newsletter {...props} />
    </Suspense>
  );
}
