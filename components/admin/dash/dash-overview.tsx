import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { dashboardFigures, type DashboardFigures } from "@/lib/admin/dash/figures";
import { PERIODS, periodHref, type Change, type PeriodDays } from "@/lib/admin/dash/period";
import { CURRENCY, formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import { SalesChart } from "./dash-islands";
import { LatestOrders, LowStock, OrdersByStatus } from "./dash-lists";
import { SearchFigures } from "./search-figures";
import { SubscriptionFigures } from "./subscription-figures";
import styles from "./dash.module.css";
import { formatDate } from "@/lib/i18n/format";

type T = Awaited<ReturnType<typeof getTranslations<"AdminDash">>>;

/** The /dash overview for a period: key figures with their change, sales per day, orders by status, stock, latest orders; then the subscriptions' next 30 days and the week's searches. */
export async function DashOverview({ locale, period }: { locale: Locale; period: PeriodDays }) {
  const [t, figures] = await Promise.all([getTranslations({ locale, namespace: "AdminDash" }), dashboardFigures(period)]);
  const lastDay = new Date(Date.parse(figures.current.end) - 1).toISOString();
  return (
    <div className={styles.overview}>
      <PeriodSwitch t={t} period={period} />
      <section aria-labelledby="dash-period" className={styles.block}>
        <h2 id="dash-period" className={styles.heading}>
          {t("heading", { days: period })}
        </h2>
        <p className={styles.note}>
          {t("span", { start: formatDate(figures.current.start, locale), end: formatDate(lastDay, locale), days: period })}{" "}
          {t("salesNote")}
        </p>
        <KeyFigures t={t} locale={locale} figures={figures} />
      </section>
      <SalesPerDay t={t} locale={locale} figures={figures} />
      <div className={styles.columns}>
        <OrdersByStatus locale={locale} figures={figures} />
        <LowStock locale={locale} stock={figures.stock} />
      </div>
      <LatestOrders locale={locale} orders={figures.latestOrders} />
      <SubscriptionFigures locale={locale} />
      <SearchFigures locale={locale} />
    </div>
  );
}

function PeriodSwitch({ t, period }: { t: T; period: PeriodDays }) {
  return (
    <nav aria-label={t("periodNav")} className={styles.periods}>
      <ul role="list">
        {PERIODS.map((p) => (
          <li key={p}>
            <Link href={periodHref(ROUTES.dash, p)} aria-current={p === period ? "page" : undefined} className={styles.periodLink} scroll={false}>
              {t(`periods.${p}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function changeText(t: T, locale: string, c: Change, format: (n: number) => string): { text: string; trend: "up" | "down" | "same" } {
  if (c.delta === 0) return { text: t("change.same"), trend: "same" };
  if (c.ratio === null) return { text: t("change.fromNothing"), trend: "up" };
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(Math.abs(c.ratio));
  const previous = format(c.previous);
  return c.delta > 0 ? { text: t("change.up", { percent, previous }), trend: "up" } : { text: t("change.down", { percent, previous }), trend: "down" };
}

function KeyFigures({ t, locale, figures }: { t: T; locale: Locale; figures: DashboardFigures }) {
  const number = new Intl.NumberFormat(locale);
  const money = (n: number) => formatPrice(n, locale);
  const count = (n: number) => number.format(n);
  const items = [
    { key: "revenue", change: figures.revenue, format: money },
    { key: "orders", change: figures.orders, format: count },
    { key: "averageOrderValue", change: figures.averageOrderValue, format: money },
    { key: "newCustomers", change: figures.newCustomers, format: count },
  ] as const;
  return (
    <ul role="list" aria-label={t("figuresLabel")} className={styles.figures}>
      {items.map((f) => {
        const c = changeText(t, locale, f.change, f.format);
        return (
          <li key={f.key} className={styles.figure} data-figure={f.key}>
            <span className={styles.figureLabel}>{t(`figures.${f.key}`)}</span>
            <span className={styles.figureValue}>{f.format(f.change.value)}</span>
            <span className={styles.change} data-trend={c.trend}>
              <span aria-hidden="true">{c.trend === "up" ? "▲ " : c.trend === "down" ? "▼ " : "= "}</span>
              {c.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function SalesPerDay({ t, locale, figures }: { t: T; locale: Locale; figures: DashboardFigures }) {
  const days = figures.salesPerDay;
  const dayText = (date: string) => formatDate(`${date}T00:00:00.000Z`, locale);
  const best = days.reduce((b, d) => (d.revenue > b.revenue ? d : b), days[0]!);
  const total = days.reduce((s, d) => s + d.revenue, 0);
  const number = new Intl.NumberFormat(locale);
  const label = t("chart.label", {
    days: figures.periodDays,
    first: dayText(days[0]!.date),
    last: dayText(days.at(-1)!.date),
    total: formatPrice(total, locale),
    best: formatPrice(best.revenue, locale),
    bestDay: dayText(best.date),
  });
  return (
    <section aria-labelledby="dash-sales" className={styles.block}>
      <h2 id="dash-sales" className={styles.heading}>
        {t("chart.heading")}
      </h2>
      <div className={styles.chart}>
        <SalesChart
          label={label}
          locale={locale}
          currency={CURRENCY}
          days={days.map((d) => Date.parse(`${d.date}T00:00:00.000Z`) / 1000)}
          revenue={days.map((d) => d.revenue)}
        />
      </div>
      <details className={styles.details}>
        <summary>{t("chart.table")}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t("chart.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("chart.day")}</th>
                <th scope="col" className={styles.num}>
                  {t("chart.revenue")}
                </th>
                <th scope="col" className={styles.num}>
                  {t("chart.orders")}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dayText(d.date)}</th>
                  <td className={styles.num}>{formatPrice(d.revenue, locale)}</td>
                  <td className={styles.num}>{number.format(d.orders)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
