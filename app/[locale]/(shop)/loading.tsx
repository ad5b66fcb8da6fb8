import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

/** Shown while a storefront screen loads: a spinner, never a blank page. */
export default async function Loading() {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Common" });
  return <Spinner label={t("loading")} />;
}
