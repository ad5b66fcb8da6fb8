import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewsletterLinkPage } from "@/components/newsletter/newsletter-link-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/newsletter/unsubscribe">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "NewsletterLinks" });
  return { title: t("unsubscribe.title"), robots: { index: false } };
}

/** The newsletter email's unsubscribe link: a button, no account needed. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/newsletter/unsubscribe">) {
  return <NewsletterLinkPage locale={await pageLocale(params)} step="unsubscribe" searchParams={searchParams} />;
}
