import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { Footer } from "./footer";
import { Header, MAIN_ID } from "./header";

/** The storefront frame of every route group's layout: skip link and header, the page as <main>, footer. */
export function StorefrontFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <Header locale={locale} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
    </>
  );
}
