// To the customer of a bank-transfer order still unpaid a few days after it was placed: the
// amount, the account and reference to pay with, and the day the order is cancelled if nothing
// arrives (lib/orders/unpaid-job.ts).
import { Heading, Section, Text } from "@react-email/components";
import { formatPrice } from "@/lib/format";
import type { CustomerOrder } from "@/lib/orders/schema";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";
import { OrderLines, OrderTotals, orderDate, ViewOrder } from "./order-parts";

export function PaymentReminderMail({ order, locale, t, orderUrl, cancelOn }: { order: CustomerOrder; locale: string; t: MailTexts; orderUrl: string; cancelOn: string }) {
  const instructions = order.payment.instructions;
  return (
    <MailLayout lang={locale} preview={t("Mail.paymentReminder.preview", { id: order.id })} shopName={t("Mail.shopName")} footer={t("Mail.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.paymentReminder.heading")}
      </Heading>
      <Text style={styles.text}>
        {t("Mail.paymentReminder.lead", { id: order.id, date: orderDate(order.createdAt, locale), amount: formatPrice(order.total, locale), cancelOn: orderDate(cancelOn, locale) })}
      </Text>
      {instructions.kind === "bank-transfer" ? (
        <Section style={styles.box}>
          <Text style={styles.text}>{t("Orders.detail.transferReference", { reference: instructions.reference })}</Text>
          <Text style={styles.text}>
            {instructions.accountHolder}, {instructions.bank}
          </Text>
          <Text style={styles.text}>
            IBAN {instructions.iban} · BIC {instructions.bic}
          </Text>
        </Section>
      ) : null}
      <OrderLines order={order} locale={locale} t={t} />
      <OrderTotals order={order} locale={locale} t={t} />
      <ViewOrder href={orderUrl} t={t} />
    </MailLayout>
  );
}
