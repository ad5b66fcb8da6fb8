import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { WaitingScreen } from "@/components/admin/products/waiting";
import { productsByWaiting } from "@/lib/admin/products/waiting";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/products/waiting">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "AdminRestock" });
  return { title: t("title") };
}

/** Rendered once AdminScreen has checked the session (it reads the counts fresh, per request). */
async function Content({ locale }: { locale: Locale }) {
  await connection();
  return <WaitingScreen locale={locale} products={await productsByWaiting()} />;
}

/** Products shoppers wait for, most waiting first. */
export default async function ProductsWaitingPage({ params }: PageProps<"/[locale]/products/waiting">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminRestock" });
  return (
    <AdminScreen locale={locale} path={ROUTES.productsWaiting} title={t("title")}>
      <Content locale={locale} />
    </AdminScreen>
  );
}
