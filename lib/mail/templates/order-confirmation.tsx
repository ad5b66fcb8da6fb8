// To the customer, once the order is placed: what they bought, what it costs, where it goes,
// and how to pay (for a bank transfer: the account and the reference to give).
import { Button, Column, Heading, Link, Row, Section, Text } from "@react-email/components";
import { formatPrice } from "@/lib/format";
import type { CustomerOrder } from "@/lib/orders/schema";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";
import { Address, OrderLines, OrderTotals, orderDate } from "./order-parts";

/** `invoiceUrl`: the invoice PDF, which the customer downloads signed in. */
export function OrderConfirmationMail({ order, locale, t, orderUrl, invoiceUrl }: { order: CustomerOrder; locale: string; t: MailTexts; orderUrl: string; invoiceUrl: string }) {
  const total = formatPrice(order.total, locale);
  const instructions = order.payment.instructions;
  return (
    <MailLayout lang={locale} preview={t("Mail.orderConfirmation.preview", { id: order.id })} shopName={t("Mail.shopName")} footer={t("Mail.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.orderConfirmation.heading", { name: order.billingAddress.firstName })}
      </Heading>
      <Text style={styles.text}>{t("Mail.orderConfirmation.lead", { id: order.id, date: orderDate(order.createdAt, locale) })}</Text>

      <Heading as="h2" style={styles.subheading}>
        {t("Orders.detail.items")}
      </Heading>
      <OrderLines order={order} locale={locale} t={t} />
      <OrderTotals order={order} locale={locale} t={t} />

      <Heading as="h2" style={styles.subheading}>
        {t("Mail.orderConfirmation.delivery")}
      </Heading>
      <Text style={styles.text}>{t(`Orders.shippingMethods.${order.shippingMethod}`)}</Text>
      {order.shippingAddress ? (
        <Address address={order.shippingAddress} locale={locale} />
      ) : order.registry ? (
        // A gift shipped to the parents: their address is theirs, never shown to the buyer.
        <Text style={styles.text}>{t("Orders.detail.shippedToParents", { registry: order.registry.title })}</Text>
      ) : null}

      <Heading as="h2" style={styles.subheading}>
        {t("Orders.detail.payment")}
      </Heading>
      {instructions.kind === "bank-transfer" ? (
        <>
          <Text style={styles.text}>{t("Orders.detail.transferIntro", { amount: total, reference: instructions.reference })}</Text>
          <Section style={styles.box}>
            {(
              [
                [t("Orders.detail.accountHolder"), instructions.accountHolder],
                [t("Orders.detail.bank"), instructions.bank],
                [t("Orders.detail.iban"), instructions.iban],
                [t("Orders.detail.bic"), instructions.bic],
                [t("Orders.detail.reference"), instructions.reference],
              ] as const
            ).map(([label, value]) => (
              <Row key={label}>
                <Column>
                  <Text style={styles.muted}>{label}</Text>
                </Column>
                <Column>
                  <Text style={{ ...styles.text, margin: "2px 0", fontWeight: 700 }}>{value}</Text>
                </Column>
              </Row>
            ))}
          </Section>
        </>
      ) : (
        <Text style={styles.text}>{t("Mail.orderConfirmation.onDelivery", { amount: total })}</Text>
      )}

      {order.notes ? (
        <>
          <Heading as="h2" style={styles.subheading}>
            {t("Orders.detail.notes")}
          </Heading>
          <Text style={{ ...styles.text, whiteSpace: "pre-line" }}>{order.notes}</Text>
        </>
      ) : null}

      <Section style={{ margin: "32px 0 0" }}>
        <Button href={orderUrl} style={styles.button}>
          {t("Mail.orderConfirmation.viewOrder")}
        </Button>
        <Text style={styles.text}>
          <Link href={invoiceUrl}>{t("Orders.detail.invoice")}</Link>
        </Text>
      </Section>
    </MailLayout>
  );
}
