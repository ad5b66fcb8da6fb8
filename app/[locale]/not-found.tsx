import type { Metadata } from "next";
import { locale as rootLocale } from "next/root-params";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/routing";

async function currentLocale(): Promise<Locale> {
  const raw = await rootLocale();
  return isLocale(raw) ? raw : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: "NotFound" });
  return { title: t("metaTitle") };
}

/** Any unknown path or product: a friendly 404 inside the storefront frame. */
export default async function NotFound() {
  return <NotFoundView locale={await currentLocale()} />;
}
