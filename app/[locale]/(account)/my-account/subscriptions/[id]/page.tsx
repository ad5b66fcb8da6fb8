import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SubscriptionPage } from "@/components/subscriptions/account-pages";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Subscriptions" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** One of the parent's subscriptions (requireUser and the owner check inside); ?setup= is Stripe's return. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/my-account/subscriptions/[id]">) {
  const setup = searchParams.then((q) => (typeof q.setup === "string" ? q.setup : undefined));
  return <SubscriptionPage locale={await rootSegmentLocale()} id={params.then((p) => p.id)} setup={setup} />;
}
