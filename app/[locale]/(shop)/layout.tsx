import { Footer } from "@/components/layout/footer";
import { Header, MAIN_ID } from "@/components/layout/header";
import { pageLocale } from "@/lib/i18n/page-locale";

/** The storefront frame: skip link and header, the page as <main>, footer. */
export default async function ShopLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
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
