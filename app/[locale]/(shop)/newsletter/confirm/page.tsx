import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewsletterLinkPage } from "@/components/newsletter/newsletter-link-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/newsletter/confirm">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "NewsletterLinks" });
  return { title: t("confirm.title"), robots: { index: false } };
}

/** The newsletter email's confirm link: a button, no account needed. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/newsletter/confirm">) {
  return <NewsletterLinkPage locale={await pageLocale(params)} step="confirm" searchParams={searchParams} />;
}
