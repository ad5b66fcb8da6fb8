import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { CompareScreen } from "@/components/cart/screens";
import { ShopScreen } from "@/components/cart/shop-screen";
import type { Messages } from "@/lib/i18n/messages";
import { isLocale } from "@/lib/i18n/routing";

// A static shell: the compare list itself lives in the browser (stored state) and renders in a client island.

export async function generateMetadata({ params }: PageProps<"/[locale]/compare">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "ComparePage" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/compare">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const texts = ((await getMessages({ locale })) as unknown as Messages).ComparePage;
  return (
    <ShopScreen locale={locale} title={texts.title}>
      <CompareScreen texts={texts} />
    </ShopScreen>
  );
}
