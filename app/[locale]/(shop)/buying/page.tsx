import type { Metadata } from "next";
import { InfoPage, infoMetadata } from "@/components/info/info-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/buying">): Promise<Metadata> {
  return infoMetadata(await metadataLocale(params), "Buying");
}

export default async function BuyingPage({ params }: PageProps<"/[locale]/buying">) {
  const locale = await pageLocale(params);
  return <InfoPage locale={locale} namespace="Buying" />;
}
