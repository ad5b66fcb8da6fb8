import "server-only";
// /newsletter/confirm and /newsletter/unsubscribe: the pages a newsletter email's link opens,
// without an account. Opening one changes nothing (mail scanners open links); its button POSTs
// the link's id and token to the route (lib/newsletter/link-route.ts), which comes back here with
// the outcome (?done=...). A link that is not one of ours says so.
import { Suspense } from "react";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import type { Locale } from "@/lib/i18n/routing";
import { newsletterLinkSchema } from "@/lib/newsletter/opt-in";
import { API_ROUTES, newsletterHref, type NewsletterStep } from "@/lib/routes";
import styles from "@/components/ui/page-intro.module.css";

type Query = Promise<Record<string, string | string[] | undefined>>;
const OUTCOMES = ["confirmed", "unsubscribed", "invalid", "unavailable"] as const;

export async function NewsletterLinkPage({ locale, step, searchParams }: { locale: Locale; step: NewsletterStep; searchParams: Query }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: "NewsletterLinks" }), getTranslations({ locale, namespace: "Common" })]);
  return (
    <div className="container">
      <div className={styles.intro}>
        <Breadcrumbs label={common("breadcrumb")} items={[{ label: common("home"), href: "/" }, { label: t(`${step}.title`) }]} />
        <h1 className={styles.title}>{t(`${step}.title`)}</h1>
        <Suspense fallback={null}>
          <Body locale={locale} step={step} searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  );
}

async function Body({ locale, step, searchParams }: { locale: Locale; step: NewsletterStep; searchParams: Query }) {
  const t = await getTranslations({ locale, namespace: "NewsletterLinks" });
  const query = await searchParams;
  const done = OUTCOMES.find((o) => o === query.done);
  if (done) {
    return (
      <>
        <p className={styles.lead} role={done === "invalid" || done === "unavailable" ? "alert" : "status"}>
          {t(`outcomes.${done}`)}
        </p>
        <p>
          <Link href="/">{t("home")}</Link>
        </p>
      </>
    );
  }
  const link = newsletterLinkSchema.safeParse({ id: query.id, token: query.token });
  if (!link.success) return <p className={styles.lead}>{t("outcomes.invalid")}</p>;
  const action = newsletterHref(step === "confirm" ? API_ROUTES.newsletterConfirm : API_ROUTES.newsletterUnsubscribe, link.data);
  return (
    <form method="post" action={action}>
      <p className={styles.lead}>{t(`${step}.lead`)}</p>
      <input type="hidden" name="from" value="page" />
      <p>
        <button type="submit" className="button">
          {t(`${step}.button`)}
        </button>
      </p>
    </form>
  );
}
