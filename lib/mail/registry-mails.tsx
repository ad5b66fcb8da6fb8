import "server-only";
// The message a gift order writes to the registry's parents: "a gift is on its way", in their
// language (the registry's), added to the order's own commit (lib/orders/db.ts).
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import type { CustomerOrder } from "@/lib/orders/schema";
import type { RegistryDoc } from "@/lib/registry/schema";
import { registryManageHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { enqueueMail, type MailInput } from "./outbox";
import { mailTexts, renderMail } from "./render";
import { RegistryGiftMail } from "./templates/registry-gift";

/** The parents' message about `order`, a gift from `registry` (parents without an address: none). */
export async function registryGiftMail(order: CustomerOrder, registry: Pick<RegistryDoc, "title" | "surprise" | "locale">, parentsEmail: string): Promise<MailInput | null> {
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
        />,
      )),
    },
  };
}

/** Add the parents' message to the commit that writes the gift order. */
export async function enqueueRegistryGift(writer: WriteBatch | Transaction, order: CustomerOrder, registry: Pick<RegistryDoc, "title" | "surprise" | "locale">, parentsEmail: string, at: string): Promise<void> {
  const mail = await registryGiftMail(order, registry, parentsEmail);
  if (mail) enqueueMail(writer, mail, at);
}
