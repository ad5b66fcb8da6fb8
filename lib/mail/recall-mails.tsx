import "server-only";
// A recall notice to one customer, in their language (their latest order's): the product named as
// they read it in the shop (its translation, English where it has none). The caller adds it to
// the outbox (lib/admin/products/recall.tsx).
import { createHash } from "node:crypto";
import type { Product } from "@/lib/catalog/schema";
import { productTexts } from "@/lib/catalog/translations";
import type { Locale } from "@/lib/i18n/routing";
import { productHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import type { MailInput } from "./outbox";
import { mailTexts, renderMail } from "./render";
import { ProductRecallMail } from "./templates/product-recall";

/** The notice of `product`'s recall (set) to `email`; its key makes one per product and address. */
export async function recallMail(product: Product & { recall: NonNullable<Product["recall"]> }, to: { email: string; locale: Locale }): Promise<MailInput> {
  const t = await mailTexts(to.locale);
  const { name } = productTexts(product, to.locale);
  return {
    kind: "product-recall",
    to: to.email,
    locale: to.locale,
    key: `${product.id}.${createHash("sha256").update(to.email).digest("hex").slice(0, 24)}`,
    recallOf: product.id,
    message: {
      subject: t("Mail.recall.subject", { name }),
      ...(await renderMail(<ProductRecallMail name={name} recall={product.recall} locale={to.locale} t={t} productUrl={absoluteUrl(productHref(product.id))} />)),
    },
  };
}
