// To the customer, at each step of a return (lib/orders/returns.ts): their request received, it
// accepted with the amount refunded and its credit note, or refused with the shop's message. The
// units asked back, line by line.
import { Heading, Section, Text } from "@react-email/components";
import { shownLine, type CustomerOrder } from "@/lib/orders/schema";
import type { ReturnRequest } from "@/lib/orders/return-request";
import type { MailTexts } from "../render";
import type { ReturnMailStep } from "../schema";
import { MailLayout, styles } from "./layout";
import { ViewOrder } from "./order-parts";

export type ReturnMailProps = {
  order: CustomerOrder;
  request: ReturnRequest;
  step: ReturnMailStep;
  /** Accepted: the amount refunded, formatted, and its credit note's number. */
  refund?: { amount: string; number: string };
  locale: string;
  t: MailTexts;
  orderUrl: string;
};

export function ReturnMail({ order, request, step, refund, locale, t, orderUrl }: ReturnMailProps) {
  return (
    <MailLayout lang={locale} preview={t(`Mail.returns.${step}.heading`)} shopName={t("Mail.shopName")} footer={t("Mail.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t(`Mail.returns.${step}.heading`)}
      </Heading>
      <Text style={styles.text}>{t(`Mail.returns.${step}.lead`, { id: order.id })}</Text>
      <Section style={styles.box}>
        {request.lines.map((l) => {
          const line = shownLine(order.lines[l.index]!);
          const choice = [line.color ? t("Orders.detail.color", { color: line.color }) : "", line.size ? t("Orders.detail.size", { size: line.size }) : ""].filter(Boolean).join(", ");
          return (
            <Text key={l.index} style={styles.text}>
              {line.name}
              {choice ? ` (${choice})` : ""} × {l.quantity}
            </Text>
          );
        })}
      </Section>
      {request.reason ? <Text style={styles.muted}>{t("Mail.returns.reason", { reason: request.reason })}</Text> : null}
      {step === "accepted" && refund ? <Text style={styles.text}>{t("Mail.returns.accepted.amount", refund)}</Text> : null}
      {step !== "requested" && request.message ? <Text style={styles.text}>{t("Mail.returns.message", { message: request.message })}</Text> : null}
      <ViewOrder href={orderUrl} t={t} />
    </MailLayout>
  );
}
