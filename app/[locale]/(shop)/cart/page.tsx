import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { CartScreen } from "@/components/cart/screens";
import { ScreenFrame } from "@/components/ui/screen-frame";
import type { Messages } from "@/lib/i18n/messages";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

// A static shell: the cart itself lives in the browser (stored state) and renders in a client island.

export async function generateMetadata({ params }: PageProps<"/[locale]/cart">): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "CartPage" });
  // Indexable (no personal data: the cart renders from the browser's state), so Lighthouse's SEO
  // audit passes; it stays out of the sitemap.
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: ROUTES.cart, locale });
}

export default async function Page({ params }: PageProps<"/[locale]/cart">) {
  const locale = await pageLocale(params);
  const { CartPage: texts, Promotions: promotions } = (await getMessages({ locale })) as unknown as Messages;
  return (
    <ScreenFrame locale={locale} title={texts.title}>
      <CartScreen texts={texts} promotions={promotions} />
    </ScreenFrame>
  );
}
