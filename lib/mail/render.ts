import "server-only";
// Emails are React components (@react-email/components, lib/mail/templates/), rendered on the
// server to HTML and to plain text, with texts from messages/{locale}.json (namespace Mail, and
// the order pages' own words for what they share).
import { render, toPlainText } from "@react-email/components";
import { createTranslator } from "next-intl";
import type { ReactElement } from "react";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";

const translator = async (locale: Locale) => createTranslator({ locale, messages: await loadMessages(locale) });
export type MailTexts = Awaited<ReturnType<typeof translator>>;
// One per language for the process: a translator keeps the messages it has compiled.
const translators = new Map<Locale, Promise<MailTexts>>();

/** The texts of one language, every namespace ("Mail.orderConfirmation.heading", "Orders.detail.total"...). */
export function mailTexts(locale: Locale): Promise<MailTexts> {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = translator(locale)));
  return t;
}

// Headings keep their case in the text version (html-to-text shouts them by default).
const TEXT_OPTIONS = { selectors: ["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })) };

/** An email's HTML and its plain-text twin (links written out, images left out). */
export async function renderMail(email: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(email);
  return { html, text: toPlainText(html, TEXT_OPTIONS) };
}
