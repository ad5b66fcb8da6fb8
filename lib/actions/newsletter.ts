"use server";
// The newsletter sign-up form's action. Logic and validation live in lib/newsletter; this only
// reads the form, picks the language of the answer and never lets an error escape as a 500. The
// sign-up writes a confirmation email (double opt-in), sent once the answer is out.
import { getTranslations } from "next-intl/server";
import { toLocale } from "@/lib/i18n/routing";
import { defineFormAction } from "./define-action";
import { newsletterFormSchema } from "@/lib/newsletter/schema";
import { sendAfterResponse } from "@/lib/mail/sender";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";

export type NewsletterState = {
  status: "idle" | "success" | "error";
  message?: string;
  /** What the visitor typed, to refill the field after an error (also without JavaScript). */
  email?: string;
};

/** Anyone may sign up: no session; the address is checked and stored by lib/newsletter. */
export const subscribe = defineFormAction(
  {
    name: "newsletter.subscribe",
    access: "public",
    input: newsletterFormSchema,
    refused: (failure, fields): NewsletterState => ({ status: "error", message: failure.message, email: (fields.email ?? "").slice(0, 300) }),
  },
  async (form): Promise<NewsletterState> => {
    const locale = toLocale(form.locale);
    const t = await getTranslations({ locale, namespace: "Newsletter" });
    const email = form.email.slice(0, 300);
    const result = await subscribeToNewsletter({ email, locale });
    if (!result.ok) return { status: "error", message: t("errors.emailInvalid"), email };
    sendAfterResponse(); // the confirmation email it wrote
    // The same answer for a new and a repeat sign-up: the form does not tell who is subscribed.
    return { status: "success", message: t("success") };
  },
);
