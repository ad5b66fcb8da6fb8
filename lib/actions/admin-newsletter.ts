"use server";
// Staff's newsletter letters (/letters): a preview (the letter as the templates will show it,
// after the same parse as the send) and the send itself, which queues the letter once for every
// confirmed subscriber (lib/newsletter/letters.ts). Access "admin": the session is checked for the
// admin role before the input is parsed with zod.
import { staffOf } from "@/lib/admin/audit";
import type { Locale } from "@/lib/i18n/routing";
import type { Letter } from "@/lib/mail/templates/newsletter";
import { sendAfterResponse } from "@/lib/mail/sender";
import { letterInputSchema, letterTextsSchema, toLetter } from "@/lib/newsletter/letter";
import { sendLetter, type SendLetterOutcome } from "@/lib/newsletter/letters";
import { defineAction } from "./define-action";

/** The letter in each language as its messages will carry it (subject and paragraphs). */
export const previewNewsletterLetter = defineAction(
  { name: "adminNewsletter.preview", access: "admin", input: letterTextsSchema },
  async (texts): Promise<Record<Locale, Letter>> => ({ en: toLetter(texts.en), fr: toLetter(texts.fr), de: toLetter(texts.de) }),
);

/** Send the letter to every confirmed subscriber, once per letter id. */
export const sendNewsletterLetter = defineAction(
  { name: "adminNewsletter.send", access: "admin", input: letterInputSchema },
  async (input, { session }): Promise<SendLetterOutcome> => {
    const outcome = await sendLetter(staffOf(session), input);
    // The first messages now; the outbox sweep sends the rest.
    sendAfterResponse();
    return outcome;
  },
);
