import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "NotFound" });
  return { title: t("metaTitle") };
}

/** Any unknown path or product: a friendly 404 inside the storefront frame. */
export default async function NotFound() {
  return <NotFoundView locale={await rootSegmentLocale()} />;
}
