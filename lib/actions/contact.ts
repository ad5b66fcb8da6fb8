"use server";
// The contact form's action: read the form, let lib/contact validate, rate-limit and store it,
// and answer in the visitor's language. Bad input or a failing database is an answer on the
// form, never a 500.
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { CONTACT_FIELDS, clientIdOf, clientIpFrom, submitContactMessage, type ContactField } from "@/lib/contact/send";
import { formText } from "@/lib/forms";
import { toLocale } from "@/lib/i18n/routing";

export type ContactState = {
  status: "idle" | "success" | "error";
  /** A message about the whole form: the confirmation, "please wait", "try again later". */
  message?: string;
  fieldErrors?: Partial<Record<ContactField, string>>;
  /** What was typed, to refill the form after an error (also without JavaScript). */
  values?: Partial<Record<ContactField, string>>;
};

export async function sendMessage(_previous: ContactState, data: FormData): Promise<ContactState> {
  const rawLocale = formText(data, "locale");
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: "Contact" });
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, formText(data, f).slice(0, 6000)])) as Record<ContactField, string>;

  // A field people never see: only bots fill it. They get the confirmation, nothing is stored.
  if (formText(data, "website") !== "") return { status: "success", message: t("sent") };

  try {
    const client = clientIdOf(clientIpFrom(await headers()));
    const result = await submitContactMessage({ ...values, locale }, client);
    if (result.ok) return { status: "success", message: t("sent") };
    if (result.reason === "rateLimited") {
      return { status: "error", message: t("rateLimited", { seconds: result.retryAfterSeconds }), values };
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, key]) => [field, t.has(`errors.${key}`) ? t(`errors.${key}`) : t("errors.invalid")]),
    );
    return { status: "error", message: t("fixErrors"), fieldErrors, values };
  } catch (error) {
    console.error("contact message failed", error);
    return { status: "error", message: t("unavailable"), values };
  }
}
