import "server-only";
// The newsletter's messages for the outbox: the confirmation of a sign-up, and a letter with its
// one-click unsubscribe link and headers. Links carry the subscriber's token, made on the server.
import type { Locale } from "@/lib/i18n/routing";
import type { MailInput } from "@/lib/mail/outbox";
import { mailTexts, renderMail } from "@/lib/mail/render";
import { NewsletterConfirmMail, NewsletterLetterMail, type Letter } from "@/lib/mail/templates/newsletter";
import { API_ROUTES, NEWSLETTER_PAGES, emailLinkHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";

type Subscriber = { id: string; email: string; locale: Locale; token: string };

/** "Please confirm": its button opens the confirmation page with the confirmation token. */
export async function newsletterConfirmMail({ id, email, locale, token }: Subscriber): Promise<MailInput> {
  const t = await mailTexts(locale);
  const confirmUrl = absoluteUrl(emailLinkHref(NEWSLETTER_PAGES.confirm, { id, token }));
  return {
    kind: "newsletter-confirm",
    to: email,
    locale,
    message: { subject: t("Mail.newsletterConfirm.subject"), ...(await renderMail(<NewsletterConfirmMail locale={locale} t={t} confirmUrl={confirmUrl} />)) },
  };
}

/**
 * A letter to one subscriber (`token`: their unsubscribe token): the footer's link opens the
 * unsubscribe page; `List-Unsubscribe` names the route a mail client POSTs to in one click.
 * `key`: the letter's id, so a subscriber gets each letter once.
 */
export async function newsletterLetterMail({ id, email, locale, token }: Subscriber, letter: Letter, key: string): Promise<MailInput> {
  const t = await mailTexts(locale);
  return {
    kind: "newsletter-letter",
    to: email,
    locale,
    key,
    listUnsubscribe: absoluteUrl(emailLinkHref(API_ROUTES.newsletterUnsubscribe, { id, token })),
    message: {
      subject: letter.subject,
      ...(await renderMail(<NewsletterLetterMail letter={letter} locale={locale} t={t} unsubscribeUrl={absoluteUrl(emailLinkHref(NEWSLETTER_PAGES.unsubscribe, { id, token }))} />)),
    },
  };
}
