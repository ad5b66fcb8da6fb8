// To the customer, when their order moves on (paid, being prepared, shipped, delivered,
// cancelled, refunded): what happened, what comes next, and the order in short. A parcel shipped:
// its carrier, tracking number and, for a carrier the shop knows, the link to follow it.
import { Heading, Link, Text } from "@react-email/components";
import { formatPrice } from "@/lib/format";
import { trackingUrl, type Shipment } from "@/lib/orders/carriers";
import type { CustomerOrder } from "@/lib/orders/schema";
import type { MailTexts } from "../render";
import type { StatusMailStatus } from "../schema";
import { MailLayout, styles } from "./layout";
import { Address, OrderLines, OrderTotals, orderDate, ViewOrder } from "./order-parts";

export function OrderStatusMail({ order, status, locale, t, orderUrl }: { order: CustomerOrder; status: StatusMailStatus; locale: string; t: MailTexts; orderUrl: string }) {
  return (
    <MailLayout lang={locale} preview={t(`Orders.statusNote.${status}`)} shopName={t("Mail.shopName")} footer={t("Mail.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t(`Mail.statusChange.heading.${status}`)}
      </Heading>
      <Text style={styles.text}>{t("Mail.statusChange.lead", { id: order.id, date: orderDate(order.createdAt, locale) })}</Text>
      <Text style={styles.text}>{t(`Orders.statusNote.${status}`)}</Text>
      {/* What this refund gave back: its credit note (the rest of an order partly refunded before), or the whole order. */}
      {status === "refunded" ? (
        <Text style={styles.text}>{t("Mail.statusChange.refundedAmount", { amount: formatPrice(order.creditNotes?.at(-1)?.total ?? order.total, locale) })}</Text>
      ) : null}
      {status === "shipped" && order.shipment ? <Tracking shipment={order.shipment} t={t} /> : null}
      {status === "shipped" && order.shippingAddress ? <Address address={order.shippingAddress} locale={locale} /> : null}
      {status === "shipped" && !order.shippingAddress && order.registry ? (
        <Text style={styles.text}>{t("Orders.detail.shippedToParents", { registry: order.registry.title })}</Text>
      ) : null}
      <Heading as="h2" style={styles.subheading}>
        {t("Orders.detail.items")}
      </Heading>
      <OrderLines order={order} locale={locale} t={t} />
      <OrderTotals order={order} locale={locale} t={t} />
      <ViewOrder href={orderUrl} t={t} />
    </MailLayout>
  );
}

function Tracking({ shipment, t }: { shipment: Shipment; t: MailTexts }) {
  const url = trackingUrl(shipment);
  return (
    <Text style={styles.text}>
      {t("Mail.statusChange.tracking", { carrier: shipment.carrier, number: shipment.trackingNumber })}
      {url ? (
        <>
          {" "}
          <Link href={url}>{t("Mail.statusChange.track")}</Link>
        </>
      ) : null}
    </Text>
  );
}
