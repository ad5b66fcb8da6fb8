import type { ReactNode } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";
import type { Locale } from "@/lib/i18n/routing";
import { Footer } from "./footer";
import { Header, MAIN_ID } from "./header";

/**
 * The storefront frame of every route group's layout: skip link and header, the page as <main>,
 * footer. Each part hydrates on its own (HydrateLater), so no single task hydrates the whole page.
 */
export function StorefrontFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <HydrateLater>
        <Header locale={locale} />
      </HydrateLater>
      <main id={MAIN_ID} tabIndex={-1}>
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <Footer locale={locale} />
      </HydrateLater>
    </>
  );
}
