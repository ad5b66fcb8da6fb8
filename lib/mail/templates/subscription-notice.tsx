// What a subscription tells its parent (lib/subscriptions/mails.tsx): the next delivery's
// reminder, a delivery short of stock, a payment that needs them or failed, a card about to expire.
// One frame for all of them: a heading, then paragraphs, boxes (a delivery's contents and amount)
// and buttons (the one-click links), in the order the message puts them.
import { Button, Heading, Section, Text } from "@react-email/components";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";

export type NoticeBlock = { text: string } | { box: string[] } | { buttons: { label: string; href: string }[] };
export type Notice = { preview: string; heading: string; blocks: NoticeBlock[]; footer: string };

export function SubscriptionNoticeMail({ notice, locale, t }: { notice: Notice; locale: string; t: MailTexts }) {
  return (
    <MailLayout lang={locale} preview={notice.preview} shopName={t("Mail.shopName")} footer={notice.footer}>
      <Heading as="h1" style={styles.heading}>
        {notice.heading}
      </Heading>
      {notice.blocks.map((block, i) =>
        "text" in block ? (
          <Text key={i} style={styles.text}>
            {block.text}
          </Text>
        ) : "box" in block ? (
          <Section key={i} style={styles.box}>
            {block.box.map((line, j) => (
              <Text key={j} style={{ ...styles.text, margin: "2px 0" }}>
                {line}
              </Text>
            ))}
          </Section>
        ) : (
          <Section key={i} style={{ margin: "16px 0 8px" }}>
            {block.buttons.map((b, j) => (
              // Side by side where there is room; each stays a whole button when they wrap.
              <Button key={j} href={b.href} style={{ ...styles.button, display: "inline-block", margin: "0 8px 8px 0" }}>
                {b.label}
              </Button>
            ))}
          </Section>
        ),
      )}
    </MailLayout>
  );
}
