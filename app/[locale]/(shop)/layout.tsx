import { StorefrontFrame } from "@/components/layout/storefront-frame";
import { pageLocale } from "@/lib/i18n/page-locale";

/** The storefront frame: skip link and header, the page as <main>, footer. */
export default async function ShopLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return <StorefrontFrame locale={locale}>{children}</StorefrontFrame>;
}
