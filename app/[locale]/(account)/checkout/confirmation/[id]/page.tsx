import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfirmationPage } from "@/components/checkout/confirmation-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The language comes from the root segment: the id is only known at request time, so the params
// themselves are read behind the page's <Suspense>.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Checkout.confirmation" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/checkout/confirmation/[id]">) {
  return <ConfirmationPage locale={await rootSegmentLocale()} orderId={params.then((p) => p.id)} />;
}
