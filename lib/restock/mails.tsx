import "server-only";
// The back-in-stock messages for the outbox, in the shopper's language (the product's name and
// labels through productTexts): a guest's confirmation, whose link carries the request's token,
// and the notice, keyed by the request so that each request is told once.
import type { Product } from "@/lib/catalog/schema";
import { productTexts } from "@/lib/catalog/translations";
import type { Locale } from "@/lib/i18n/routing";
import type { MailInput } from "@/lib/mail/outbox";
import { mailTexts, renderMail, type MailTexts } from "@/lib/mail/render";
import { RestockConfirmMail, RestockNoticeMail, type RestockItem } from "@/lib/mail/templates/restock";
import { emailLinkHref, productHref, RESTOCK_CONFIRM_PAGE } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";

type Choice = { color?: string; size?: string };

function itemOf(product: Product, choice: Choice, locale: Locale, t: MailTexts): RestockItem {
  const texts = productTexts(product, locale);
  const { color, size } = choice;
  return { name: texts.name, ...(color && size ? { choice: t("Mail.restockNotice.choice", { color: texts.color(color), size: texts.size(size) }) } : {}) };
}

/** "Please confirm": its button opens the confirmation page with the request's token. */
export async function restockConfirmMail(product: Product, request: Choice & { id: string; email: string; locale: Locale; token: string }): Promise<MailInput> {
  const { locale } = request;
  const t = await mailTexts(locale);
  const item = itemOf(product, request, locale, t);
  const confirmUrl = absoluteUrl(emailLinkHref(RESTOCK_CONFIRM_PAGE, { id: request.id, token: request.token }));
  return {
    kind: "restock-confirm",
    to: request.email,
    locale,
    message: { subject: t("Mail.restockConfirm.subject", { name: item.name }), ...(await renderMail(<RestockConfirmMail item={item} locale={locale} t={t} confirmUrl={confirmUrl} />)) },
  };
}

/**
 * The notice to every request of one choice in one language: rendered once, addressed per request
 * (`notice(to, key)`; `key`: the request's, so a request is told once).
 */
export async function restockNotice(product: Product, choice: Choice, units: number, locale: Locale): Promise<(to: string, key: string) => MailInput> {
  const t = await mailTexts(locale);
  const item = itemOf(product, choice, locale, t);
  const productUrl = absoluteUrl(productHref(product.id, { ...choice, lng: locale }));
  const message = { subject: t("Mail.restockNotice.subject", { name: item.name }), ...(await renderMail(<RestockNoticeMail item={item} units={units} locale={locale} t={t} productUrl={productUrl} />)) };
  return (to, key) => ({ kind: "restock-notice", to, locale, key, message });
}
