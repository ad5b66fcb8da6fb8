// To the parents of a baby registry, when a guest's order buys from it: a gift is on its way.
// The buyer is named unless they chose to hide their name; in surprise mode the email names no
// item (the parents chose not to know), only how many gifts. Never a price: it is a present.
import { Button, Heading, Section, Text } from "@react-email/components";
import type { CustomerOrder, OrderLine } from "@/lib/orders/schema";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";

export type RegistryGiftProps = {
  order: CustomerOrder;
  registryTitle: string;
  surprise: boolean;
  locale: string;
  t: MailTexts;
  registryUrl: string;
  /** A gift's name in the parents' language (lib/mail/registry-mails.tsx). */
  lineName: (line: OrderLine) => string;
};

export function RegistryGiftMail({ order, registryTitle, surprise, locale, t, registryUrl, lineName }: RegistryGiftProps) {
  const gifts = order.lines.filter((l) => l.registry);
  const count = gifts.reduce((n, l) => n + l.quantity, 0);
  const from = order.registry?.hideName ? t("Mail.registryGift.someone") : order.customerName;
  return (
    <MailLayout lang={locale} preview={t("Mail.registryGift.preview", { registry: registryTitle })} shopName={t("Mail.shopName")} footer={t("Mail.registryGift.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.registryGift.heading")}
      </Heading>
      <Text style={styles.text}>{t("Mail.registryGift.lead", { from, registry: registryTitle, count })}</Text>
      {surprise ? (
        <Text style={styles.text}>{t("Mail.registryGift.surprise")}</Text>
      ) : (
        <Section>
          {gifts.map((line, i) => (
            <Text key={i} style={styles.text}>
              {t("Mail.registryGift.item", { name: lineName(line), count: line.quantity })}
            </Text>
          ))}
        </Section>
      )}
      <Text style={styles.text}>{order.registry?.shipToParents ? t("Mail.registryGift.toParents") : t("Mail.registryGift.toBuyer")}</Text>
      <Section style={{ margin: "32px 0 0" }}>
        <Button href={registryUrl} style={styles.button}>
          {t("Mail.registryGift.open")}
        </Button>
      </Section>
    </MailLayout>
  );
}
