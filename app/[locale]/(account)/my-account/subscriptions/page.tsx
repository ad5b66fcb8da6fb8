import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SubscriptionListPage } from "@/components/subscriptions/account-pages";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-account/subscriptions">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Subscriptions" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The parent's subscriptions (requireUser inside). */
export default async function Page({ params }: PageProps<"/[locale]/my-account/subscriptions">) {
  return <SubscriptionListPage locale={await pageLocale(params)} />;
}
