import "server-only";
// The order's packing slip on the admin order page: what goes in the parcel and where, printable
// on its own (the page's print stylesheet shows only the slip).
import { countryName } from "@/lib/format";
import { ADMIN_PACKING_SLIP_ID } from "@/lib/admin/routes";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { addressLines } from "@/lib/orders/address-lines";
import type { Order } from "@/lib/orders/schema";
import { PrintButton } from "./admin-order-islands";
import type { T } from "./order-admin-page";
import record from "@/components/admin/record.module.css";
import orderStyles from "./admin-orders.module.css";

const styles = { ...record, ...orderStyles };

export function PackingSlip({ order, locale, t, colors }: { order: Order; locale: Locale; t: T; colors: Readonly<Record<string, string>> }) {
  const address = order.shippingAddress ? addressLines(order.shippingAddress, countryName(order.shippingAddress.country, locale)) : [];
  return (
    <section id={ADMIN_PACKING_SLIP_ID} aria-labelledby="packing-slip-heading" className={`${styles.section} ${styles.slip}`} tabIndex={-1}>
      <div className={styles.slipHead}>
        <h2 id="packing-slip-heading">{t("slip.heading")}</h2>
        <span className={styles.noPrint}>
          <PrintButton label={t("slip.print")} />
        </span>
      </div>
      <p className={styles.slipOrder}>
        {t("slip.order", { id: order.id })} · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
      </p>
      <h3>{t("slip.shipTo")}</h3>
      {address.length > 0 ? (
        <address className={styles.slipAddress}>
          {address.map((line, i) => (
            <span key={i}>
              {i > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p>{t("slip.noAddress")}</p>
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">{t("slip.caption", { id: order.id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("slip.product")}</th>
            <th scope="col">{t("slip.variant")}</th>
            <th scope="col" className={styles.num}>
              {t("slip.quantity")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={`${line.productId}-${i}`}>
              <th scope="row">{line.name}</th>
              <td>{[line.color ? (colors[line.color] ?? line.color) : null, line.size].filter(Boolean).join(" / ") || "—"}</td>
              <td className={styles.num}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t("slip.totalItems", { count: order.itemCount })}</p>
    </section>
  );
}
