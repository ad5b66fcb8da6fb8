import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { Footer } from "@/components/layout/footer";
import { Header, MAIN_ID } from "@/components/layout/header";
import { isLocale } from "@/lib/i18n/routing";

/** The storefront frame: skip link and header, the page as <main>, footer. */
export default async function ShopLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
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
