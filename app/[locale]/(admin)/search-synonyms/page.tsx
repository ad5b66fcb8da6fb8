import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { SynonymsScreen } from "@/components/admin/search-synonyms/synonyms-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/search-synonyms">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.searchSynonyms") };
}

/** The search's synonyms per language: add a group, remove one (behind AdminScreen's admin check). */
export default async function SearchSynonymsPage({ params }: PageProps<"/[locale]/search-synonyms">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.searchSynonyms} title={t("nav.searchSynonyms")}>
      <SynonymsScreen locale={locale} />
    </AdminScreen>
  );
}
