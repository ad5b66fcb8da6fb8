import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckoutPage } from "@/components/checkout/checkout-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/checkout">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Checkout" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Checkout (requireUser inside: the proxy's cookie check is only a fast path). */
export default async function Page({ params }: PageProps<"/[locale]/checkout">) {
  return <CheckoutPage locale={await pageLocale(params)} />;
}
