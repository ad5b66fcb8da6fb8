"use server";
// The contact form's action: read the form, let lib/contact validate, rate-limit and store it,
// and answer in the visitor's language. Bad input or a failing database is an answer on the
// form (defineFormAction), never a 500.
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { contactFormSchema } from "@/lib/contact/schema";
import { CONTACT_FIELDS, contactClientOf, submitContactMessage, type ContactField } from "@/lib/contact/send";
import { toLocale } from "@/lib/i18n/routing";
import { defineFormAction } from "./define-action";

export type ContactState = {
  status: "idle" | "success" | "error";
  /** A message about the whole form: the confirmation, "please wait", "try again later". */
  message?: string;
  fieldErrors?: Partial<Record<ContactField, string>>;
  /** What was typed, to refill the form after an error (also without JavaScript). */
  values?: Partial<Record<ContactField, string>>;
};

const typed = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f, (fields[f] ?? "").slice(0, 6000)])) as Record<ContactField, string>;

/** Anyone may write to the shop: no session; limits per sender and per client in lib/contact. */
export const sendMessage = defineFormAction(
  {
    name: "contact.sendMessage",
    access: "public",
    input: contactFormSchema,
    refused: (failure, fields): ContactState => ({ status: "error", message: failure.message, values: typed(fields) }),
  },
  async (form): Promise<ContactState> => {
    const locale = toLocale(form.locale);
    const t = await getTranslations({ locale, namespace: "Contact" });
    const values = typed(form);
    // A field people never see: only bots fill it. They get the confirmation, nothing is stored.
    if (form.website !== "") return { status: "success", message: t("sent") };

    const client = contactClientOf(await headers());
    const result = await submitContactMessage({ ...values, locale }, client);
    if (result.ok) return { status: "success", message: t("sent") };
    if (result.reason === "rateLimited") {
      return { status: "error", message: t("rateLimited", { seconds: result.retryAfterSeconds }), values };
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, key]) => [field, t.has(`errors.${key}`) ? t(`errors.${key}`) : t("errors.invalid")]),
    );
    return { status: "error", message: t("fixErrors"), fieldErrors, values };
  },
);
