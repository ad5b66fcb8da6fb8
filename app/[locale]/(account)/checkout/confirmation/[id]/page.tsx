import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfirmationPage } from "@/components/checkout/confirmation-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/checkout/confirmation/[id]">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Checkout.confirmation" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/checkout/confirmation/[id]">) {
  const { id } = await params;
  return <ConfirmationPage locale={await pageLocale(params)} orderId={id} />;
}
