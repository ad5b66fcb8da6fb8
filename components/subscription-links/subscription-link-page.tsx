import "server-only";
// /delivery/skip, /size and /change: the pages a subscription email's one-click links open,
// without an account. Opening one changes nothing (mail scanners open links): it shows the
// delivery the link is for and a button that POSTs the link to its route
// (lib/subscriptions/link-route.ts), which comes back here with the outcome (?done=...). "Change
// it" leads on to the subscription in My account (signing in first). A link that does not work
// (forged, expired, its delivery placed or skipped already, too late) says why and changes nothing.
import { Suspense } from "react";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES, subscriptionHref, subscriptionLinkPostHref, type SubscriptionLinkAction } from "@/lib/routes";
import { CHANGE_CUTOFF_HOURS, LINK_TOKEN_DAYS } from "@/lib/subscriptions/config";
import { LINK_OUTCOMES, readLink, type LinkOutcome, type LinkView } from "@/lib/subscriptions/links";
import styles from "@/components/ui/page-intro.module.css";

type Query = Promise<Record<string, string | string[] | undefined>>;

export async function SubscriptionLinkPage({ locale, action, searchParams }: { locale: Locale; action: SubscriptionLinkAction; searchParams: Query }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: "SubscriptionLinks" }), getTranslations({ locale, namespace: "Common" })]);
  return (
    <div className="container">
      <div className={styles.intro}>
        <Breadcrumbs label={common("breadcrumb")} items={[{ label: common("home"), href: "/" }, { label: t(`${action}.title`) }]} />
        <h1 className={styles.title}>{t(`${action}.title`)}</h1>
        <Suspense fallback={null}>
          <Body locale={locale} action={action} searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  );
}

async function Body({ locale, action, searchParams }: { locale: Locale; action: SubscriptionLinkAction; searchParams: Query }) {
  const query = await searchParams;
  // A link's expiry is read against the clock: request time only.
  await connection();
  const done = LINK_OUTCOMES.find((o) => o === query.done);
  if (done) return <Outcome locale={locale} outcome={done} />;
  const view = await readLink(action, query);
  if (view.state !== "ok") return <Outcome locale={locale} outcome={view.state} />;
  return <Delivery locale={locale} action={action} view={view} />;
}

async function Outcome({ locale, outcome }: { locale: Locale; outcome: LinkOutcome }) {
  const t = await getTranslations({ locale, namespace: "SubscriptionLinks" });
  const ok = outcome === "skipped" || outcome === "switched";
  return (
    <>
      <p className={styles.lead} role={ok ? "status" : "alert"}>
        {t(`outcomes.${outcome}`, { hours: CHANGE_CUTOFF_HOURS, days: LINK_TOKEN_DAYS })}
      </p>
      <p>
        <Link href={ROUTES.subscriptions}>{t("account")}</Link> · <Link href="/">{t("home")}</Link>
      </p>
    </>
  );
}

async function Delivery({ locale, action, view }: { locale: Locale; action: SubscriptionLinkAction; view: LinkView }) {
  const [t, orders] = await Promise.all([getTranslations({ locale, namespace: "SubscriptionLinks" }), getTranslations({ locale, namespace: "Orders.detail" })]);
  const day = (d: string) => formatDate(`${d}T00:00:00.000Z`, locale);
  const lead =
    action === "skip" ? t("skip.lead", { next: day(view.after) }) : action === "size" ? t("size.lead", { size: view.proposedSize ?? "", current: view.size ?? "" }) : t("change.lead");
  return (
    <>
      <h2>{t("delivery", { date: day(view.date) })}</h2>
      <ul>
        <li>{t("item", { name: view.productName ?? t("someProduct"), quantity: view.quantity })}</li>
        {view.color ? <li>{orders("color", { color: view.color })}</li> : null}
        {view.size ? <li>{orders("size", { size: view.size })}</li> : null}
      </ul>
      <p className={styles.lead}>{lead}</p>
      {action === "change" ? (
        <p>
          <Link href={subscriptionHref(view.link.id)} className="button">
            {t("change.button")}
          </Link>
        </p>
      ) : (
        <form method="post" action={subscriptionLinkPostHref(action, view.link)}>
          <p>
            <button type="submit" className="button">
              {action === "size" ? t("size.button", { size: view.proposedSize ?? "" }) : t("skip.button")}
            </button>
          </p>
        </form>
      )}
    </>
  );
}
