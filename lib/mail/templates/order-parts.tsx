// Pieces the order emails share: the lines with their prices (and their share of the promotions),
// the totals (each promotion and what it took off), an address.
import { Button, Column, Row, Section, Text } from "@react-email/components";
import { countryName, formatPrice, formatTaxRate } from "@/lib/format";
import { addressLines } from "@/lib/orders/address-lines";
import { shownLine, type Order } from "@/lib/orders/schema";
import { taxLabelKey } from "@/lib/orders/tax";
import { summaryRows, summaryRowText, takenOff, type PromotionSay } from "@/lib/promotions/display";
import type { AddressInput } from "@/lib/users/schema";
import type { MailTexts } from "../render";
import { styles } from "./layout";

export const orderDate = (iso: string, locale: string): string => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

export function OrderLines({ order, locale, t }: { order: Order; locale: string; t: MailTexts }) {
  return (
    <Section>
      {order.lines.map((line, i) => {
        const shown = shownLine(line);
        return (
        <Row key={i}>
          <Column>
            <Text style={styles.text}>{shown.name}</Text>
            {shown.color ? <Text style={styles.muted}>{t("Orders.detail.color", { color: shown.color })}</Text> : null}
            {shown.size ? <Text style={styles.muted}>{t("Orders.detail.size", { size: shown.size })}</Text> : null}
            <Text style={styles.muted}>{t("Mail.orderConfirmation.quantity", { count: line.quantity })}</Text>
          </Column>
          <Column style={{ width: "120px", verticalAlign: "top" }}>
            <Text style={styles.amount}>{formatPrice(line.lineTotal, locale)}</Text>
            {line.promotionDiscount ? <Text style={{ ...styles.muted, textAlign: "right" }}>{t("Promotions.lineSaving", { amount: takenOff(formatPrice(line.promotionDiscount, locale)) })}</Text> : null}
          </Column>
        </Row>
        );
      })}
    </Section>
  );
}

/** A promotion's label in the email's language. */
export const mailSay =
  (t: MailTexts): PromotionSay =>
  (key, values) =>
    t(`Promotions.${key}`, values);

export function OrderTotals({ order, locale, t }: { order: Order; locale: string; t: MailTexts }) {
  const words = { subtotal: t("Orders.detail.subtotal"), discount: t("Orders.detail.discount"), shipping: t("Orders.detail.shipping"), free: t("Orders.detail.free") };
  const rows: [string, string][] = [
    ...summaryRows(order).map((r) => summaryRowText(r, words, (cents) => formatPrice(cents, locale), mailSay(t))),
    // Orders placed before tax carry none.
    ...(order.tax ? [[t(`Orders.detail.${taxLabelKey(order.tax)}`, { rate: formatTaxRate(order.tax.rate, locale) }), formatPrice(order.tax.total, locale)] as [string, string]] : []),
  ];
  return (
    <Section style={styles.box}>
      {rows.map(([label, value], i) => (
        <Row key={i}>
          <Column>
            <Text style={styles.text}>{label}</Text>
          </Column>
          <Column>
            <Text style={styles.amount}>{value}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={{ ...styles.text, fontWeight: 700 }}>{t("Orders.detail.total")}</Text>
        </Column>
        <Column>
          <Text style={{ ...styles.amount, fontWeight: 700 }}>{formatPrice(order.total, locale)}</Text>
        </Column>
      </Row>
    </Section>
  );
}

export function Address({ address, locale }: { address: AddressInput; locale: string }) {
  return (
    <Section style={styles.box}>
      {addressLines(address, countryName(address.country, locale)).map((line, i) => (
        <Text key={i} style={{ ...styles.text, margin: "0" }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

/** The button to the order's page that ends an order's email. */
export function ViewOrder({ href, t }: { href: string; t: MailTexts }) {
  return (
    <Section style={{ margin: "32px 0 0" }}>
      <Button href={href} style={styles.button}>
        {t("Mail.orderConfirmation.viewOrder")}
      </Button>
    </Section>
  );
}
