import "server-only";
// The customer's message at each step of a return, rendered now and added to the step's own
// commit (lib/orders/returns.ts). One message per step per return: its id carries the return's id.
import type { WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { formatPrice } from "@/lib/format";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import type { CreditNote } from "@/lib/orders/credit-note";
import type { ReturnRequest } from "@/lib/orders/return-request";
import type { CustomerOrder } from "@/lib/orders/schema";
import { orderHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { enqueueMail } from "./outbox";
import { mailTexts, renderMail } from "./render";
import { returnMailKind, type ReturnMailStep } from "./schema";
import { ReturnMail } from "./templates/order-return";

/** Add the message about `request`'s `step` to the step's commit: none for an account without an email address. */
export async function enqueueReturnMail(batch: WriteBatch, order: CustomerOrder, request: ReturnRequest, step: ReturnMailStep, at: string, creditNote?: CreditNote): Promise<void> {
  if (!z.email().safeParse(order.email).success) return;
  const locale = order.locale ?? DEFAULT_LOCALE;
  const t = await mailTexts(locale);
  const refund = creditNote ? { amount: formatPrice(creditNote.total, locale), number: creditNote.number } : undefined;
  enqueueMail(
    batch,
    {
      kind: returnMailKind(step),
      key: request.id,
      to: order.email,
      locale,
      orderId: order.id,
      message: {
        subject: t(`Mail.returns.${step}.subject`, { id: order.id }),
        ...(await renderMail(<ReturnMail order={order} request={request} step={step} {...(refund ? { refund } : {})} locale={locale} t={t} orderUrl={absoluteUrl(orderHref(order.id))} />)),
      },
    },
    at,
  );
}
