// The newsletter's emails: the double opt-in's confirmation (a button to the confirmation page;
// until it is clicked, nobody is subscribed), and a letter, whose footer has the one-click
// unsubscribe link (its headers too: lib/mail/sender.ts).
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { MailTexts } from "../render";
import { MailLayout, styles } from "./layout";

export function NewsletterConfirmMail({ locale, t, confirmUrl }: { locale: string; t: MailTexts; confirmUrl: string }) {
  return (
    <MailLayout lang={locale} preview={t("Mail.newsletterConfirm.preview")} shopName={t("Mail.shopName")} footer={t("Mail.newsletterConfirm.footer")}>
      <Heading as="h1" style={styles.heading}>
        {t("Mail.newsletterConfirm.heading")}
      </Heading>
      <Text style={styles.text}>{t("Mail.newsletterConfirm.lead")}</Text>
      <Section style={{ margin: "24px 0" }}>
        <Button href={confirmUrl} style={styles.button}>
          {t("Mail.newsletterConfirm.button")}
        </Button>
      </Section>
      <Text style={styles.muted}>{t("Mail.newsletterConfirm.ignore")}</Text>
    </MailLayout>
  );
}

/** `code`: a subscriber-only promotion's code, shown under the text with a line saying how to use it. */
export type Letter = { subject: string; paragraphs: readonly string[]; code?: string };

export function NewsletterLetterMail({ letter, locale, t, unsubscribeUrl }: { letter: Letter; locale: string; t: MailTexts; unsubscribeUrl: string }) {
  return (
    <MailLayout lang={locale} preview={letter.paragraphs[0] ?? letter.subject} shopName={t("Mail.shopName")} footer={t("Mail.newsletterLetter.footer")}>
      <Heading as="h1" style={styles.heading}>
        {letter.subject}
      </Heading>
      {letter.paragraphs.map((p, i) => (
        <Text key={i} style={styles.text}>
          {p}
        </Text>
      ))}
      {letter.code ? (
        <Section style={styles.box}>
          <Text style={styles.text}>{t("Mail.newsletterLetter.code", { code: letter.code })}</Text>
          <Text style={styles.muted}>{t("Mail.newsletterLetter.codeHint")}</Text>
        </Section>
      ) : null}
      <Text style={styles.muted}>
        <Link href={unsubscribeUrl}>{t("Mail.newsletterLetter.unsubscribe")}</Link>
      </Text>
    </MailLayout>
  );
}
