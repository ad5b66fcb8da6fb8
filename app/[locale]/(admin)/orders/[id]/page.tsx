import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminRecordScreen } from "@/components/admin/admin-screen";
import { AdminOrderPage } from "@/components/admin/orders/order-admin-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The id is only known at request time: it is read behind the page's <Suspense>, where
// requireAdmin() checks the session again.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Admin" });
  return { title: t("nav.orders") };
}

/** One order for staff: details, status moves, history, audit log, packing slip. */
export default async function Page({ params }: PageProps<"/[locale]/orders/[id]">) {
  const locale = await rootSegmentLocale();
  return (
    <AdminRecordScreen locale={locale}>
      <AdminOrderPage locale={locale} id={params.then((p) => p.id)} />
    </AdminRecordScreen>
  );
}
