import "server-only";
// The message a gift order writes to the registry's parents: "a gift is on its way", in their
// language (the registry's), added to the order's own commit (lib/orders/db.ts). The buyer may
// order in another language than the parents read: each gift is named from the product's
// translation into the parents' language, not from the order's line.
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import type { Product } from "@/lib/catalog/schema";
import { productTexts } from "@/lib/catalog/translations";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { shownLine, type CustomerOrder, type OrderLine } from "@/lib/orders/schema";
import type { RegistryDoc } from "@/lib/registry/schema";
import { registryManageHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { enqueueMail, type MailInput } from "./outbox";
import { mailTexts, renderMail } from "./render";
import { RegistryGiftMail } from "./templates/registry-gift";

type Products = ReadonlyMap<string, Product | null>;

/**
 * A gift's name in `locale`: the product's text there (English where untranslated); without the
 * product, the line's own text if the order was placed in that language, else its English name.
 */
export function giftName(line: OrderLine, order: Pick<CustomerOrder, "locale">, locale: string, products?: Products): string {
  const product = products?.get(line.productId);
  if (product) return productTexts(product, locale).name;
  return order.locale === locale ? shownLine(line).name : line.name;
}

/**
 * The parents' message about `order`, a gift from `registry` (parents without an address: none).
 * `products`: the products ordered, as the order read them, to name the gifts in the parents' language.
 */
export async function registryGiftMail(order: CustomerOrder, registry: Pick<RegistryDoc, "title" | "surprise" | "locale">, parentsEmail: string, products?: Products): Promise<MailInput | null> {
  if (!order.registry || !z.email().safeParse(parentsEmail).success) return null;
  const locale = registry.locale ?? DEFAULT_LOCALE;
  const t = await mailTexts(locale);
  return {
    kind: "registry-gift",
    to: parentsEmail,
    locale,
    orderId: order.id,
    message: {
      subject: t("Mail.registryGift.subject", { registry: registry.title }),
      ...(await renderMail(
        <RegistryGiftMail
          order={order}
          registryTitle={registry.title}
          surprise={registry.surprise}
          locale={locale}
          t={t}
          registryUrl={absoluteUrl(registryManageHref(order.registry.slug))}
          lineName={(line) => giftName(line, order, locale, products)}
        />,
      )),
    },
  };
}

/** Add the parents' message to the commit that writes the gift order. */
export async function enqueueRegistryGift(
  writer: WriteBatch | Transaction,
  order: CustomerOrder,
  registry: Pick<RegistryDoc, "title" | "surprise" | "locale">,
  parentsEmail: string,
  at: string,
  products?: Products,
): Promise<void> {
  const mail = await registryGiftMail(order, registry, parentsEmail, products);
  if (mail) enqueueMail(writer, mail, at);
}
