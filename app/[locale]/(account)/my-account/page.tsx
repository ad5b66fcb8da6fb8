import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/components/account/account-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-account">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Account" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The signed-in user's account (requireUser inside: the proxy's cookie check is only a fast path).
 * The query (the order history's page) is read behind the page's <Suspense>, with the session.
 */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/my-account">) {
  return <AccountPage locale={await pageLocale(params)} searchParams={searchParams} />;
}
