import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { WishlistScreen } from "@/components/cart/screens";
import { ScreenFrame } from "@/components/ui/screen-frame";
import type { Messages } from "@/lib/i18n/messages";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

// A static shell: the wishlist itself lives in the browser (stored state) and renders in a client island.

export async function generateMetadata({ params }: PageProps<"/[locale]/wishlist">): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "WishlistPage" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/wishlist">) {
  const locale = await pageLocale(params);
  const texts = ((await getMessages({ locale })) as unknown as Messages).WishlistPage;
  return (
    <ScreenFrame locale={locale} title={texts.title}>
      <WishlistScreen texts={texts} />
    </ScreenFrame>
  );
}
