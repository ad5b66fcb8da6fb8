import { Activity, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { Footer } from "./footer";
import { MAIN_ID } from "@/components/ui/skip-link";
import { Header } from "./header";

/**
 * The storefront frame of every route group's layout: skip link and header, the page as <main>,
 * footer. Each part hydrates on its own (Hydrated), so no single task hydrates the whole page.
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
      <Hydrated>
        <Footer locale={locale} />
      </Hydrated>
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
