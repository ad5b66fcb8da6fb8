import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { LettersScreen } from "@/components/admin/letters/letters-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/letters">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.letters") };
}

/** The newsletter's letters: write one, preview it, send it; the letters sent (behind AdminScreen's admin check). */
export default async function LettersPage({ params }: PageProps<"/[locale]/letters">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.letters} title={t("nav.letters")}>
      <LettersScreen locale={locale} />
    </AdminScreen>
  );
}
