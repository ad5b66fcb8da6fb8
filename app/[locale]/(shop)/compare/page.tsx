import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { CompareScreen } from "@/components/cart/screens";
import { ScreenFrame } from "@/components/ui/screen-frame";
import type { Messages } from "@/lib/i18n/messages";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

// A static shell: the compare list itself lives in the browser (stored state) and renders in a client island.

export async function generateMetadata({ params }: PageProps<"/[locale]/compare">): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "ComparePage" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/compare">) {
  const locale = await pageLocale(params);
  const texts = ((await getMessages({ locale })) as unknown as Messages).ComparePage;
  return (
    <ScreenFrame locale={locale} title={texts.title}>
      <CompareScreen texts={texts} />
    </ScreenFrame>
  );
}
