"use server";
// The newsletter sign-up form's action. Logic and validation live in lib/newsletter; this only
// reads the form, picks the language of the answer and never lets an error escape as a 500.
import { getTranslations } from "next-intl/server";
import { formText } from "@/lib/forms";
import { toLocale } from "@/lib/i18n/routing";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";

export type NewsletterState = {
  status: "idle" | "success" | "error";
  message?: string;
  /** What the visitor typed, to refill the field after an error (also without JavaScript). */
  email?: string;
};

export async function subscribe(_previous: NewsletterState, data: FormData): Promise<NewsletterState> {
  const raw = formText(data, "locale");
  const locale = toLocale(raw);
  const t = await getTranslations({ locale, namespace: "Newsletter" });
  const email = formText(data, "email").slice(0, 300);
  try {
    const result = await subscribeToNewsletter({ email, locale });
    if (!result.ok) return { status: "error", message: t("errors.emailInvalid"), email };
    // The same answer for a new and a repeat sign-up: the form does not tell who is subscribed.
    return { status: "success", message: t("success") };
  } catch (error) {
    console.error("newsletter sign-up failed", error);
    return { status: "error", message: t("errors.unavailable"), email };
  }
}
