"use client";
// The shop's link: Next's <Link> (client navigation) without its viewport prefetch; the page
// behind it is prefetched on intent instead (lib/intent-prefetch.ts, IntentPrefetch in the root
// layout). Every link of the shop is this one (eslint forbids next/link elsewhere), so that
// decision lives here. A client component of its own, so that the two fixed props are written by
// its code, not by every server-rendered link in the RSC payload (~40 bytes a link, 100 on the home page).
import NextLink from "next/link";
import type { ComponentProps } from "react";
import { INTENT_PREFETCH_ATTRIBUTE, INTENT_PREFETCH_VALUE } from "@/lib/intent-prefetch";

export type LinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch">;

export function Link(props: LinkProps) {
  return <NextLink {...props} prefetch={false} {...{ [INTENT_PREFETCH_ATTRIBUTE]: INTENT_PREFETCH_VALUE }} />;
}
