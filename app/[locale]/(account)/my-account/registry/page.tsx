import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RegistryListPage } from "@/components/registry/owner-pages";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-account/registry">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Registry" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The parent's baby registries and the form to create one (requireUser inside). */
export default async function Page({ params }: PageProps<"/[locale]/my-account/registry">) {
  return <RegistryListPage locale={await pageLocale(params)} />;
}
