import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SubscribePage } from "@/components/subscriptions/subscribe-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Subscriptions" });
  return { title: t("subscribe.metaTitle"), robots: { index: false } };
}

/** Subscribing to a product (requireUser inside). */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/subscribe/[productId]">) {
  return <SubscribePage locale={await rootSegmentLocale()} productId={params.then((p) => p.productId)} query={searchParams} />;
}
