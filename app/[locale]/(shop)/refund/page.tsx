import type { Metadata } from "next";
import { InfoPage, infoMetadata } from "@/components/info/info-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/refund">): Promise<Metadata> {
  return infoMetadata(await metadataLocale(params), "Refund");
}

export default async function RefundPage({ params }: PageProps<"/[locale]/refund">) {
  const locale = await pageLocale(params);
  return <InfoPage locale={locale} namespace="Refund" />;
}
