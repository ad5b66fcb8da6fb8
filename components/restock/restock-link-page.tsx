import "server-only";
// /back-in-stock/confirm: the page a guest's back-in-stock confirmation email opens
// (components/ui/email-link-page.tsx): its button makes the request wait for the product.
import { getTranslations } from "next-intl/server";
import { EmailLinkPage } from "@/components/ui/email-link-page";
import type { Locale } from "@/lib/i18n/routing";
import { API_ROUTES } from "@/lib/routes";

type Query = Promise<Record<string, string | string[] | undefined>>;

export async function RestockLinkPage({ locale, searchParams }: { locale: Locale; searchParams: Query }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: "RestockLinks" }), getTranslations({ locale, namespace: "Common" })]);
  const outcomes = { confirmed: t("outcomes.confirmed"), invalid: t("outcomes.invalid"), unavailable: t("outcomes.unavailable") };
  return (
    <EmailLinkPage
      texts={{ title: t("title"), lead: t("lead"), button: t("button"), outcomes, home: t("home"), crumbs: { label: common("breadcrumb"), home: common("home") } }}
      route={API_ROUTES.restockConfirm}
      searchParams={searchParams}
    />
  );
}
