import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderPage } from "@/components/orders/order-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The language comes from the root segment (next/root-params): the id is only known at request
// time, so the params themselves are read behind the page's <Suspense>.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Orders" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** One of the signed-in shopper's orders (requireUser and the owner check inside). */
export default async function Page({ params }: PageProps<"/[locale]/my-account/orders/[id]">) {
  return <OrderPage locale={await rootSegmentLocale()} id={params.then((p) => p.id)} />;
}
