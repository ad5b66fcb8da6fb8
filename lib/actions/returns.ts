"use server";
// Returns: the customer's request from their order's page and staff's answer from /orders/{id}.
// Form actions (defineFormAction: the session checked, then the form parsed with zod): the uid
// and the staff member come from the session, the rules and the amounts from lib/orders. A refusal
// is a translated message; nothing is written then.
import { refresh } from "next/cache";
import { getLocale, getTranslations } from "next-intl/server";
import { staffOf } from "@/lib/admin/audit";
import { decideReturn } from "@/lib/admin/orders/returns";
import { revalidateProducts } from "@/lib/catalog/read";
import { formatDate } from "@/lib/i18n/format";
import { formatPrice } from "@/lib/format";
import { sendAfterResponse } from "@/lib/mail/sender";
import { sendStripeCallsAfterResponse } from "@/lib/payments/stripe-outbox";
import { OrderError } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import { returnDecisionFormSchema, returnFormSchema } from "@/lib/orders/return-input";
import type { ReturnProblem } from "@/lib/orders/return-request";
import { requestReturn, ReturnError } from "@/lib/orders/returns";
import { ActionError, defineFormAction, type ActionFailure } from "./define-action";

/** What a return form shows after a submit: the answer, per field what to fix, and after a refusal what was typed (to refill the form). */
export type ReturnFormState = { ok: boolean; message: string; fieldErrors?: Record<string, string>; fields?: Record<string, string> } | null;

const refused = (failure: ActionFailure, fields: Record<string, string>): ReturnFormState => ({
  ok: false,
  message: failure.message,
  fields,
  ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
});

/** The customer asks to return units of their delivered order (lib/orders/returns.ts). */
export const askReturn = defineFormAction(
  { name: "returns.askReturn", access: "user", input: returnFormSchema, refused },
  async (input, { session }): Promise<ReturnFormState> => {
    try {
      await requestReturn(session.uid, input);
    } catch (error) {
      if (error instanceof OrderError && error.code === "not-found") throw new ActionError("not-found");
      if (error instanceof OrderError && error.code === "busy") throw new ActionError("busy");
      if (!(error instanceof ReturnError)) throw error;
      const [order, locale, t] = await Promise.all([getOrderOf(session.uid, input.orderId), getLocale(), getTranslations("Orders.returns")]);
      const say = (p: ReturnProblem) => {
        const name = "index" in p ? (order?.lines[p.index]?.name ?? "") : "";
        if (p.code === "too-late") return t("problems.too-late", { date: formatDate(p.deadline, locale) });
        if (p.code === "too-many") return t("problems.too-many", { available: p.available, name });
        return t(`problems.${p.code}`, { name });
      };
      throw new ActionError("conflict", { message: error.problems.map(say).join(" ") });
    }
    sendAfterResponse();
    refresh();
    return { ok: true, message: (await getTranslations("Orders.returns"))("sent") };
  },
);

/** Staff accept (refund, stock back when ticked) or refuse (with a message) a return request (lib/admin/orders/returns.ts). */
export const answerReturn = defineFormAction(
  { name: "returns.answerReturn", access: "admin", input: returnDecisionFormSchema, refused },
  async (input, { session }): Promise<ReturnFormState> => {
    try {
      const { request, productIds } = await decideReturn(staffOf(session), input);
      sendAfterResponse();
      sendStripeCallsAfterResponse();
      revalidateProducts(productIds);
      refresh();
      const t = await getTranslations("AdminOrders.returns");
      if (request.state === "refused") return { ok: true, message: t("refused") };
      return { ok: true, message: t("accepted", { amount: formatPrice(request.refund ?? 0, await getLocale()) }) };
    } catch (error) {
      if (error instanceof ReturnError) throw new ActionError("conflict", { message: (await getTranslations("AdminOrders.returns"))("decided") });
      if (error instanceof OrderError) throw new ActionError(error.code === "not-found" ? "not-found" : error.code === "busy" ? "busy" : "conflict");
      throw error;
    }
  },
);
