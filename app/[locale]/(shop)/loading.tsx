import { locale as rootLocale } from "next/root-params";
import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/routing";

/** Shown while a storefront screen loads (spec: a spinner shows while a screen loads). */
export default async function Loading() {
  const raw = await rootLocale();
  const t = await getTranslations({ locale: isLocale(raw) ? raw : DEFAULT_LOCALE, namespace: "Common" });
  return <Spinner label={t("loading")} />;
}
