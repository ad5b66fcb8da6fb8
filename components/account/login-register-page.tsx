import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import type { Messages } from "@/lib/i18n/messages";
import { ROUTES } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { LoginRegister } from "./login-register-island";
import styles from "./login-register.module.css";
// The forms' styles come with the page, so the island's server HTML is styled at once.
import "@/components/ui/form.module.css";

export async function loginMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Auth" });
  return {
    ...pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: ROUTES.login, locale }),
    robots: { index: false },
  };
}

/** The sign-in page: heading, the no-JavaScript note, then the tabs and forms (a lazy island). */
export async function LoginRegisterPage({ locale }: { locale: string }) {
  const texts = ((await getMessages({ locale })) as unknown as Messages).Auth;
  const common = await getTranslations({ locale, namespace: "Common" });
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs label={common("breadcrumb")} items={[{ label: common("home"), href: "/" }, { label: texts.metaTitle }]} />
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.lead}>{texts.intro}</p>
      {/* The Firebase SDK signs in from the browser: without scripts the forms cannot work. */}
      <noscript>
        <p className={styles.noscript}>{texts.needsJavaScript}</p>
      </noscript>
      <LoginRegister texts={texts} />
    </div>
  );
}
