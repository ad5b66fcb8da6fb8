// A safety recall, to every customer who ordered the product: what it is, what to do (staff's
// message, as typed), the recall's date, and the product's page (which shows the recall too).
import { Button, Heading, Section, Text } from "@react-email/components";
import type { ProductRecall } from "@/lib/catalog/schema";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";
import { orderDate } from "./order-parts";

export function ProductRecallMail({ name, recall, locale, t, productUrl }: { name: string; recall: ProductRecall; locale: string; t: MailTexts; productUrl: string }) {
  return (
    <MailLayout lang={locale} preview={t("Mail.recall.preview", { name })} shopName={t("Mail.shopName")} footer={t("Mail.recall.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.recall.heading", { name })}
      </Heading>
      <Text style={styles.text}>{t("Mail.recall.lead", { name, date: orderDate(`${recall.date}T00:00:00Z`, locale) })}</Text>
      <Section style={styles.box}>
        <Text style={styles.text}>{recall.message}</Text>
      </Section>
      <Text style={styles.text}>{t("Mail.recall.stop")}</Text>
      <Section style={{ margin: "24px 0 0" }}>
        <Button href={productUrl} style={styles.button}>
          {t("Mail.recall.open")}
        </Button>
      </Section>
    </MailLayout>
  );
}
