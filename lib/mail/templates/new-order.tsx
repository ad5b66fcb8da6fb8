// To the shop's orders inbox (ORDERS_EMAIL), once an order is placed: who ordered what, how it
// is paid and where it goes, with a link to the order in the admin screens.
import { Button, Heading, Section, Text } from "@react-email/components";
import { countryName, formatPrice } from "@/lib/format";
import type { CustomerOrder } from "@/lib/orders/schema";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";
import { OrderLines, OrderTotals, orderDate } from "./order-parts";

export function NewOrderMail({ order, locale, t, adminUrl }: { order: CustomerOrder; locale: string; t: MailTexts; adminUrl: string }) {
  const total = formatPrice(order.total, locale);
  const values = { id: order.id, name: order.customerName, email: order.email, count: order.itemCount, total, date: orderDate(order.createdAt, locale) };
  const country = order.shippingAddress?.country;
  return (
    <MailLayout lang={locale} preview={t("Mail.newOrder.preview", values)} shopName={t("Mail.shopName")} footer={t("Mail.staffFooter")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.newOrder.heading", values)}
      </Heading>
      <Text style={styles.text}>{t("Mail.newOrder.lead", values)}</Text>
      <Text style={styles.text}>{t("Mail.newOrder.payment", { method: t(`Orders.paymentMethods.${order.paymentMethod}`) })}</Text>
      {country ? (
        <Text style={styles.text}>{t("Mail.newOrder.delivery", { method: t(`Orders.shippingMethods.${order.shippingMethod}`), country: countryName(country, locale) })}</Text>
      ) : null}
      {order.registry ? <Text style={styles.text}>{t("Mail.newOrder.gift", { registry: order.registry.title })}</Text> : null}
      {order.registry?.shipToParents ? <Text style={styles.text}>{t("Orders.detail.shippedToParents", { registry: order.registry.title })}</Text> : null}
      <OrderLines order={order} locale={locale} t={t} />
      <OrderTotals order={order} locale={locale} t={t} />
      {order.notes ? (
        <>
          <Heading as="h2" style={styles.subheading}>
            {t("Mail.newOrder.notes")}
          </Heading>
          <Text style={{ ...styles.text, whiteSpace: "pre-line" }}>{order.notes}</Text>
        </>
      ) : null}
      <Section style={{ margin: "32px 0 0" }}>
        <Button href={adminUrl} style={styles.button}>
          {t("Mail.newOrder.open")}
        </Button>
      </Section>
    </MailLayout>
  );
}
