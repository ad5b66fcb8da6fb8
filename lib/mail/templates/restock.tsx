// "Tell me when it's back": a guest's confirmation of the request (a button to the confirmation
// page; until it is clicked, nobody is told anything), and the notice that the product is back,
// with its page's link and what the stock is, once.
import { Button, Heading, Section, Text } from "@react-email/components";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";

/** The product as the shopper asked for it, in their language: its name and the choice's labels. */
export type RestockItem = { name: string; choice?: string };

export function RestockConfirmMail({ item, locale, t, confirmUrl }: { item: RestockItem; locale: string; t: MailTexts; confirmUrl: string }) {
  return (
    <MailLayout lang={locale} preview={t("Mail.restockConfirm.preview", { name: item.name })} shopName={t("Mail.shopName")} footer={t("Mail.restockConfirm.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.restockConfirm.heading")}
      </Heading>
      <Text style={styles.text}>{t("Mail.restockConfirm.lead", { name: item.name })}</Text>
      {item.choice ? <Text style={styles.text}>{item.choice}</Text> : null}
      <Section style={{ margin: "24px 0" }}>
        <Button href={confirmUrl} style={styles.button}>
          {t("Mail.restockConfirm.button")}
        </Button>
      </Section>
      <Text style={styles.muted}>{t("Mail.restockConfirm.ignore")}</Text>
    </MailLayout>
  );
}

/** `units`: in stock when the notice was written. */
export function RestockNoticeMail({ item, units, locale, t, productUrl }: { item: RestockItem; units: number; locale: string; t: MailTexts; productUrl: string }) {
  return (
    <MailLayout lang={locale} preview={t("Mail.restockNotice.preview", { name: item.name })} shopName={t("Mail.shopName")} footer={t("Mail.restockNotice.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.restockNotice.subject", { name: item.name })}
      </Heading>
      {item.choice ? <Text style={styles.text}>{item.choice}</Text> : null}
      <Text style={styles.text}>{t("Mail.restockNotice.stock", { count: units })}</Text>
      <Section style={{ margin: "24px 0" }}>
        <Button href={productUrl} style={styles.button}>
          {t("Mail.restockNotice.open")}
        </Button>
      </Section>
      <Text style={styles.muted}>{t("Mail.restockNotice.once")}</Text>
    </MailLayout>
  );
}
