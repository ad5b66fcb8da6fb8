import "server-only";
// /newsletter/confirm and /newsletter/unsubscribe: the pages a newsletter email's link opens
// (components/ui/email-link-page.tsx), in the newsletter's words.
import { getTranslations } from "next-intl/server";
import { EmailLinkPage } from "@/components/ui/email-link-page";
import type { Locale } from "@/lib/i18n/routing";
import { API_ROUTES, type NewsletterStep } from "@/lib/routes";

type Query = Promise<Record<string, string | string[] | undefined>>;

export async function NewsletterLinkPage({ locale, step, searchParams }: { locale: Locale; step: NewsletterStep; searchParams: Query }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: "NewsletterLinks" }), getTranslations({ locale, namespace: "Common" })]);
  const outcomes = { confirmed: t("outcomes.confirmed"), unsubscribed: t("outcomes.unsubscribed"), invalid: t("outcomes.invalid"), unavailable: t("outcomes.unavailable") };
  return (
    <EmailLinkPage
      texts={{ title: t(`${step}.title`), lead: t(`${step}.lead`), button: t(`${step}.button`), outcomes, home: t("home"), crumbs: { label: common("breadcrumb"), home: common("home") } }}
      route={step === "confirm" ? API_ROUTES.newsletterConfirm : API_ROUTES.newsletterUnsubscribe}
      searchParams={searchParams}
    />
  );
}
