import { getTranslations } from "next-intl/server";
import { LOW_STOCK_THRESHOLD, type DashboardFigures, type LatestOrder } from "@/lib/admin/dash/figures";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { ORDER_STATUSES } from "@/lib/orders/status";
import styles from "./dash.module.css";
import { formatDateTime } from "@/lib/i18n/format";

/** How many orders of the period are in each status now. */
export async function OrdersByStatus({ locale, figures }: { locale: Locale; figures: DashboardFigures }) {
  const [t, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: "AdminDash" }),
    getTranslations({ locale, namespace: "Orders.status" }),
  ]);
  const number = new Intl.NumberFormat(locale);
  const most = Math.max(1, ...ORDER_STATUSES.map((s) => figures.ordersByStatus[s]));
  return (
    <section aria-labelledby="dash-status" className={styles.block}>
      <h2 id="dash-status" className={styles.heading}>
        {t("status.heading")}
      </h2>
      <table className={styles.table}>
        <caption className={styles.caption}>{t("status.caption", { days: figures.periodDays })}</caption>
        <tbody>
          {ORDER_STATUSES.map((s) => (
            <tr key={s} data-status={s}>
              <th scope="row">{tStatus(s)}</th>
              <td className={styles.num}>{number.format(figures.ordersByStatus[s])}</td>
              <td className={styles.barCell} aria-hidden="true">
                <span className={styles.bar} style={{ inlineSize: `${(100 * figures.ordersByStatus[s]) / most}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Products sold out or nearly, from the catalogue index. */
export async function LowStock({ locale, stock }: { locale: Locale; stock: DashboardFigures["stock"] }) {
  const t = await getTranslations({ locale, namespace: "AdminDash" });
  const number = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="dash-stock" className={styles.block}>
      <h2 id="dash-stock" className={styles.heading}>
        {t("stock.heading")}
      </h2>
      {stock.products.length === 0 ? (
        <p className={styles.note}>{t("stock.none", { threshold: LOW_STOCK_THRESHOLD })}</p>
      ) : (
        <>
          <p className={styles.note}>{t("stock.summary", { soldOut: stock.soldOut, low: stock.low, threshold: LOW_STOCK_THRESHOLD })}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t("stock.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("stock.product")}</th>
                  <th scope="col">{t("stock.sku")}</th>
                  <th scope="col" className={styles.num}>
                    {t("stock.units")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stock.products.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.name}</th>
                    <td>{p.sku}</td>
                    <td className={styles.num}>{p.stock === 0 ? <span className={styles.soldOut}>{t("stock.soldOut")}</span> : number.format(p.stock)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** The most recent orders, newest first. */
export async function LatestOrders({ locale, orders }: { locale: Locale; orders: LatestOrder[] }) {
  const [t, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: "AdminDash" }),
    getTranslations({ locale, namespace: "Orders.status" }),
  ]);
  return (
    <section aria-labelledby="dash-latest" className={styles.block}>
      <h2 id="dash-latest" className={styles.heading}>
        {t("latest.heading")}
      </h2>
      {orders.length === 0 ? (
        <p className={styles.note}>{t("latest.none")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t("latest.caption", { count: orders.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("latest.order")}</th>
                <th scope="col">{t("latest.customer")}</th>
                <th scope="col">{t("latest.placed")}</th>
                <th scope="col">{t("latest.status")}</th>
                <th scope="col" className={styles.num}>
                  {t("latest.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} data-order={o.id}>
                  <th scope="row" className={styles.mono}>
                    {o.id}
                  </th>
                  <td>
                    {o.customerName ?? t("latest.formerCustomer")}
                    {o.email ? <span className={styles.sub}>{o.email}</span> : null}
                  </td>
                  <td>{formatDateTime(o.createdAt, locale)}</td>
                  <td>
                    <span className={styles.status} data-status={o.status}>
                      {tStatus(o.status)}
                    </span>
                  </td>
                  <td className={styles.num}>{formatPrice(o.total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
