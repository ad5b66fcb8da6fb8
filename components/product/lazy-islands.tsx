"use client";
// The product screens' client islands (zoom and slider, tabs, copy link, colour and size, quick
// view), loaded as one chunk when the first of them renders, so none weighs on a page's
// first-load JavaScript (the same pattern as components/cart). The server renders their HTML; in
// the browser it stays as it is until the chunk arrives, then comes alive (a click meanwhile is
// replayed by React).
import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";
import type * as Islands from "./product-islands";

const load = () => import("./product-islands");

function island<K extends keyof typeof Islands>(name: K) {
  type Props = ComponentProps<(typeof Islands)[K]>;
  // Typed at the wrapper (Island's props); inside, one shape serves every island.
  const Lazy = lazy(() => load().then((m) => ({ default: m[name] as ComponentType<object> })));
  function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as object)} />
      </Suspense>
    );
  }
  return Island;
}

/** The gallery's zoomed view and slider buttons. */
export const GalleryEnhancer = island("GalleryEnhancer");
/** Description / additional information / reviews tabs. */
export const DetailTabs = island("DetailTabs");
/** The share links' "Copy link". */
export const CopyLink = island("CopyLink");
/** Colour, then size, with the stock of that choice (kept in the URL). */
export const VariantChoice = island("VariantChoice");
/** A product card's "Quick view" (a link to the product page until it runs). */
export const QuickView = island("QuickView");
