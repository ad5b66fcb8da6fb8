import "../globals.css";
import { IconSprite } from "@/components/ui/icon-sprite";
import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorTextsProvider, type ErrorTexts } from "@/components/layout/error-texts";
import { ShopState } from "@/components/ui/shop-state/shop-state";
import { LOCALES } from "@/lib/i18n/routing";
import { Analytics } from "@/components/layout/analytics";
import { IntentPrefetch } from "@/components/ui/intent-prefetch";
import { sans } from "@/components/layout/font";
import { siteUrl } from "@/lib/site-url";
import { PENDING_CLICK_SCRIPT } from "@/lib/pending-click";
import { CLOSE_ON_LINK_SCRIPT } from "@/lib/dialog-links";
import { REVEAL_AT_ONCE_SCRIPT } from "@/lib/reveal-at-once";
import { STORED_EMPTY_SCRIPT } from "@/stores/shop-store";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** The moon of the logo, inline (no extra request, no file to keep in sync). */
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#fde8ec"/>' +
      '<path d="M20 7a9 9 0 1 0 4.5 14.2A7.4 7.4 0 0 1 20 7Z" fill="#a1344e"/></svg>',
  );

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "Meta" });
  return {
    // Canonical and Open Graph URLs are site-relative in pages; this makes them absolute.
    metadataBase: new URL(siteUrl()),
    title: { default: t("title"), template: "%s | Flone" },
    description: t("description"),
    applicationName: "Flone",
    formatDetection: { telephone: false },
    icons: { icon: FAVICON },
  };
}

export const viewport: Viewport = {
  themeColor: "#ffffff",
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  // Client islands get their words as props; only the error screen needs some from context.
  const t = await getTranslations({ locale, namespace: "ErrorPage" });
  const errorTexts: ErrorTexts = { title: t("title"), text: t("text"), retry: t("retry"), home: t("home"), reloading: t("reloading") };

  return (
    // The stored-lists script below marks <html> before hydration (data-stored-empty): expected.
    <html lang={locale} className={sans.variable} suppressHydrationWarning>
      <body>
        {/* Before any other script: notes a click that arrives before its island (lib/pending-click.ts);
            a link followed in the menu drawer closes it (lib/dialog-links.ts); before React's
            streaming runtime, what the response holds is shown at once (lib/reveal-at-once.ts). */}
        <script dangerouslySetInnerHTML={{ __html: `${PENDING_CLICK_SCRIPT};${CLOSE_ON_LINK_SCRIPT};${REVEAL_AT_ONCE_SCRIPT}` }} />
        {/* Before the content: which stored lists are empty, for the first paint of their screens. */}
        <script dangerouslySetInnerHTML={{ __html: STORED_EMPTY_SCRIPT }} />
        <ErrorTextsProvider texts={errorTexts}>
          {/* Cart, wishlist and compare on every page (the header's counters, the 404 page too). */}
          <ShopState locale={locale}>{children}</ShopState>
        </ErrorTextsProvider>
        <IconSprite />
        {/* The pages behind links are prefetched on intent, not on sight (lib/intent-prefetch.ts). */}
        <IntentPrefetch />
        <Analytics />
      </body>
    </html>
  );
}
