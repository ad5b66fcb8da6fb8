import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RestockLinkPage } from "@/components/restock/restock-link-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/back-in-stock/confirm">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "RestockLinks" });
  return { title: t("title"), robots: { index: false } };
}

/** A guest's back-in-stock confirmation link: a button, no account needed. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/back-in-stock/confirm">) {
  return <RestockLinkPage locale={await pageLocale(params)} searchParams={searchParams} />;
}
