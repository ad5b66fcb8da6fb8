"use server";
// "Tell me when it's back" on a sold-out product: a guest leaves an address (confirmed by email
// first), a signed-in shopper asks in one click (their account's address). Logic and validation
// live in lib/restock; these read the input, answer in the page's language and never let an error
// escape as a 500. A guest's confirmation email is sent once the answer is out.
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { toLocale } from "@/lib/i18n/routing";
import { sendAfterResponse } from "@/lib/mail/sender";
import { requestRestock, type Requester, type RestockResult } from "@/lib/restock/request";
import { restockFormSchema } from "@/lib/restock/schema";
import { defineAction } from "./define-action";

/** What the form shows: the outcome or the refusal, in words; `field`: the address was refused. */
export type RestockAnswer = { ok: boolean; message: string; field?: "email" };

async function answer(locale: unknown, result: RestockResult): Promise<RestockAnswer> {
  const t = await getTranslations({ locale: toLocale(locale), namespace: "Restock" });
  if (result.ok) {
    if (result.outcome === "confirm") sendAfterResponse();
    return { ok: true, message: t(`outcomes.${result.outcome}`) };
  }
  return { ok: false, message: t(`errors.${result.error}`), ...(result.error === "emailInvalid" ? { field: "email" as const } : {}) };
}

async function ask(form: z.infer<typeof restockFormSchema>, who: Requester): Promise<RestockAnswer> {
  return answer(form.locale, await requestRestock(form, who));
}

/** A guest's request: anyone, with the address typed. */
export const requestRestockAsGuest = defineAction({ name: "restock.guest", access: "public", input: restockFormSchema }, (form) => ask(form, null));

/** A signed-in shopper's request, for their account's address (the session's, never the browser's). */
export const requestRestockSignedIn = defineAction({ name: "restock.signedIn", access: "user", input: restockFormSchema.omit({ email: true }) }, (form, { session }) =>
  ask({ ...form, email: "" }, { uid: session.uid, email: session.email }),
);
