import type { Metadata } from "next";
import { InfoPage, infoMetadata } from "@/components/info/info-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/shipping">): Promise<Metadata> {
  return infoMetadata(await metadataLocale(params), "Shipping");
}

export default async function ShippingPage({ params }: PageProps<"/[locale]/shipping">) {
  const locale = await pageLocale(params);
  return <InfoPage locale={locale} namespace="Shipping" />;
}
