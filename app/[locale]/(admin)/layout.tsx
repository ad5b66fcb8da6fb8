import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { pageLocale } from "@/lib/i18n/page-locale";

// Staff screens: never indexed. Access is checked by every screen (components/admin/admin-screen.tsx).
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AdminLayout({ children, params }: LayoutProps<"/[locale]">) {
  return <AdminFrame locale={await pageLocale(params)}>{children}</AdminFrame>;
}
