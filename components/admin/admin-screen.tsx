import { Suspense, type ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";
import { requireAdmin } from "@/lib/auth/access";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./admin-frame.module.css";

/**
 * One admin screen: its title and, only for an admin, its content. The proxy's check is a fast
 * path; requireAdmin() checks again here (session, revocation, the profile's role) before
 * anything of the screen is rendered. It reads the request's cookie, so it sits in <Suspense>.
 */
export async function AdminScreen({ locale, path, title, children }: { locale: Locale; path: string; title: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <AdminOnly path={path}>{children}</AdminOnly>
      </Suspense>
    </div>
  );
}

async function AdminOnly({ path, children }: { path: string; children: ReactNode }) {
  await requireAdmin(path);
  return children;
}

/**
 * A record page's screen (an order, a product, a customer): a spinner until its content streams
 * in. The content reads the record's id and checks requireAdmin() itself (the path it returns to
 * names the record), and renders its own title.
 */
export async function AdminRecordScreen({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <div className={styles.screen}>
      <Suspense fallback={<Spinner label={t("loading")} />}>{children}</Suspense>
    </div>
  );
}
