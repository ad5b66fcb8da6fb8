import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { subscriptionFigures } from "@/lib/admin/dash/subscriptions";
import { FORECAST_DAYS } from "@/lib/admin/dash/subscription-forecast";
import { adminSubscriptionsHref } from "@/lib/admin/routes";
import { formatPrice } from "@/lib/format";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./dash.module.css";

/** The active subscriptions and what their deliveries of the next 30 days should bring in (goods only). */
export async function SubscriptionFigures({ locale }: { locale: Locale }) {
  const [t, figures] = await Promise.all([getTranslations({ locale, namespace: "AdminDash" }), subscriptionFigures()]);
  const { active, forecast } = figures;
  const day = (d: string) => formatDate(`${d}T00:00:00.000Z`, locale);
  return (
    <section aria-labelledby="dash-subscriptions" className={styles.block}>
      <h2 id="dash-subscriptions" className={styles.heading}>
        {t("subscriptions.heading")}
      </h2>
      <ul role="list" className={styles.figures}>
        <li className={styles.figure} data-figure="activeSubscriptions">
          <span className={styles.figureLabel}>{t("subscriptions.active")}</span>
          <span className={styles.figureValue}>{new Intl.NumberFormat(locale).format(active)}</span>
        </li>
        <li className={styles.figure} data-figure="expectedRevenue">
          <span className={styles.figureLabel}>{t("subscriptions.expected", { days: FORECAST_DAYS })}</span>
          <span className={styles.figureValue}>{formatPrice(forecast.amount, locale)}</span>
          <span className={styles.change}>{t("subscriptions.deliveries", { count: forecast.deliveries, first: day(forecast.first), last: day(forecast.last) })}</span>
        </li>
      </ul>
      <p className={styles.note}>{t("subscriptions.note")}</p>
      <p className={styles.more}>
        <Link href={adminSubscriptionsHref({ status: "active", sort: "next" })}>{t("subscriptions.all")}</Link>
      </p>
    </section>
  );
}
