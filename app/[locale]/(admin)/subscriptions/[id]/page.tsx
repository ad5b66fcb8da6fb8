import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SubscriptionPage } from "@/components/admin/subscriptions/subscription-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The id is only known at request time: it is read behind the page's <Suspense>, where
// requireAdmin() checks the session again.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Admin" });
  return { title: t("nav.subscriptions") };
}

/** One subscription for staff: what it keeps, pause / resume / cancel, its orders and audit entries. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/subscriptions/[id]">) {
  return <SubscriptionPage locale={await rootSegmentLocale()} id={params.then((p) => p.id)} searchParams={searchParams} />;
}
