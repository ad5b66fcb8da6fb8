import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminRecordScreen } from "@/components/admin/admin-screen";
import { AdminCustomerPage } from "@/components/admin/customers/customer-admin-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The uid is only known at request time: it is read behind the page's <Suspense>, where
// requireAdmin() checks the session again.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Admin" });
  return { title: t("nav.customers") };
}

/** One customer for staff: profile, role and access, spend, orders, addresses, audit log. */
export default async function Page({ params }: PageProps<"/[locale]/customers/[uid]">) {
  const locale = await rootSegmentLocale();
  return (
    <AdminRecordScreen locale={locale}>
      <AdminCustomerPage locale={locale} uid={params.then((p) => p.uid)} />
    </AdminRecordScreen>
  );
}
