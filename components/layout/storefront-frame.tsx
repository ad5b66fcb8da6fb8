import { Activity, Suspense, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { Footer } from "./footer";
import { MAIN_ID } from "@/components/ui/skip-link";
import { Header } from "./header";

/**
 * The storefront frame of every route group's layout: skip link and header, the page as <main>,
 * footer. Each part hydrates on its own (the header and the page as Hydrated, the footer as a
 * Suspense boundary), so no single task hydrates the whole page.
 *
 * The footer (and the phone menu's drawer, header.tsx) are Suspense boundaries, which React may
 * write after the shell: React writes a completed boundary of over 500 bytes apart once the
 * shell's bytes and the boundaries written in place pass 12,800. With them in the shell it was
 * ~13 KB, so even the header's cart and account islands were written apart and revealed a frame
 * later, and the header's row changed width, or height, after the first paint (CLS up to 0.044).
 * Neither is seen at first: the footer is below the fold, the drawer closed.
 */
export function StorefrontFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <Hydrated>
        <Header locale={locale} />
      </Hydrated>
      <main id={MAIN_ID} tabIndex={-1}>
        <Hydrated>{children}</Hydrated>
      </main>
      <Suspense>
        <Footer locale={locale} />
      </Suspense>
    </>
  );
}

/**
 * A part React hydrates on its own, after the rest, in small slices. An <Activity> boundary stays
 * server HTML through the page's first hydration (one blocking task covering everything outside
 * such boundaries), then hydrates at the lowest priority, yielding to the browser every few
 * milliseconds; a tap inside it hydrates it at once. Unlike <Suspense>, the server writes it in
 * place: a large one is never moved to the end of the HTML. A server component: no client code.
 */
function Hydrated({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
