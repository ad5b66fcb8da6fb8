"use server";
// Staff's newsletter letters (/letters): a preview (the letter as the templates will show it,
// after the same parse as the send) and the send itself, which queues the letter once for every
// confirmed subscriber (lib/newsletter/letters.ts). Access "admin": the session is checked for the
// admin role before the input is parsed with zod.
import { staffOf } from "@/lib/admin/audit";
import type { Locale } from "@/lib/i18n/routing";
import type { Letter } from "@/lib/mail/templates/newsletter";
import { sendAfterResponse } from "@/lib/mail/sender";
import { letterInputSchema, letterPreviewSchema, toLetter } from "@/lib/newsletter/letter";
import { letterCodeOf } from "@/lib/newsletter/letter-code";
import { sendLetter, type SendLetterOutcome } from "@/lib/newsletter/letters";
import { ActionError, defineAction } from "./define-action";

/** The code of the promotion chosen, if any; one a letter may not carry (paused, not for subscribers...) is refused on its field. */
async function codeOf(promotionId: string | undefined): Promise<string | undefined> {
  if (!promotionId) return undefined;
  const code = await letterCodeOf(promotionId);
  if (code) return code;
  throw new ActionError("invalid", { reason: { key: "letterCodeUnavailable", fields: ["promotionId"] } });
}

/** The letter in each language as its messages will carry it (subject, paragraphs, the subscribers' code). */
export const previewNewsletterLetter = defineAction(
  { name: "adminNewsletter.preview", access: "admin", input: letterPreviewSchema },
  async ({ promotionId, ...texts }): Promise<Record<Locale, Letter>> => {
    const code = await codeOf(promotionId);
    return { en: toLetter(texts.en, code), fr: toLetter(texts.fr, code), de: toLetter(texts.de, code) };
  },
);

/** Send the letter to every confirmed subscriber, once per letter id. */
export const sendNewsletterLetter = defineAction(
  { name: "adminNewsletter.send", access: "admin", input: letterInputSchema },
  async (input, { session }): Promise<SendLetterOutcome> => {
    const outcome = await sendLetter(staffOf(session), input, { code: await codeOf(input.promotionId) });
    // The first messages now; the outbox sweep sends the rest.
    sendAfterResponse();
    return outcome;
  },
);
