import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { DashOverview } from "@/components/admin/dash/dash-overview";
import { StoreFigures } from "@/components/admin/store-figures";
import { parsePeriod } from "@/lib/admin/dash/period";
import type { Locale } from "@/lib/i18n/routing";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/dash">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.overview") };
}

export default async function DashPage({ params, searchParams }: PageProps<"/[locale]/dash">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.dash} title={t("nav.overview")}>
      <Overview locale={locale} searchParams={searchParams} />
    </AdminScreen>
  );
}

/** Inside the screen's admin check (and its Suspense): the query is read per request. */
async function Overview({ locale, searchParams }: { locale: Locale; searchParams: PageProps<"/[locale]/dash">["searchParams"] }) {
  const period = parsePeriod((await searchParams).period);
  return (
    <>
      <StoreFigures locale={locale} />
      <DashOverview locale={locale} period={period} />
    </>
  );
}
