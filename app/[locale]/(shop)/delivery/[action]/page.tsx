import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SubscriptionLinkPage } from "@/components/subscription-links/subscription-link-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { LINK_ACTIONS, linkActionSchema } from "@/lib/subscriptions/link-token";

export async function generateStaticParams() {
  return LINK_ACTIONS.map((action) => ({ action }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/delivery/[action]">): Promise<Metadata> {
  const [locale, { action }] = await Promise.all([metadataLocale(params), params]);
  const known = linkActionSchema.safeParse(action);
  if (!known.success) return {};
  const t = await getTranslations({ locale, namespace: "SubscriptionLinks" });
  return { title: t(`${known.data}.title`), robots: { index: false } };
}

/** A subscription email's one-click link (skip, switch size, change): a button, no account needed. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/delivery/[action]">) {
  const [locale, { action }] = await Promise.all([pageLocale(params), params]);
  const known = linkActionSchema.safeParse(action);
  if (!known.success) notFound();
  return <SubscriptionLinkPage locale={locale} action={known.data} searchParams={searchParams} />;
}
