import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { WishlistScreen } from "@/components/cart/screens";
import { ShopScreen } from "@/components/cart/shop-screen";
import type { Messages } from "@/lib/i18n/messages";
import { isLocale } from "@/lib/i18n/routing";

// A static shell: the wishlist itself lives in the browser (stored state) and renders in a client island.

export async function generateMetadata({ params }: PageProps<"/[locale]/wishlist">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "WishlistPage" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/wishlist">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const texts = ((await getMessages({ locale })) as unknown as Messages).WishlistPage;
  return (
    <ShopScreen locale={locale} title={texts.title}>
      <WishlistScreen texts={texts} />
    </ShopScreen>
  );
}
