import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Spinner } from "@/components/ui/spinner";
import type { Locale } from "@/lib/i18n/routing";
import { AccountSections } from "./account-sections";
import type { SearchParams } from "@/components/orders/order-history";
import sections from "@/components/ui/section.module.css";

/** /my-account: a static shell (breadcrumbs, heading) and the signed-in part streaming in. */
export async function AccountPage({ locale, searchParams }: { locale: Locale; searchParams: Promise<SearchParams> }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  const common = await getTranslations({ locale, namespace: "Common" });
  return (
    <>
      <div className={sections.intro}>
        <Breadcrumbs label={common("breadcrumb")} items={[{ label: common("home"), href: "/" }, { label: t("title") }]} />
        <h1>{t("title")}</h1>
      </div>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <AccountSections locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
