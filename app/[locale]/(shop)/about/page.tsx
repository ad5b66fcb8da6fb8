import type { Metadata } from "next";
import { InfoPage, infoMetadata } from "@/components/info/info-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  return infoMetadata(await metadataLocale(params), "About");
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = await pageLocale(params);
  return <InfoPage locale={locale} namespace="About" />;
}
