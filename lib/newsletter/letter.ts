// A newsletter letter as staff write it on /letters: a subject and a body per language, the body
// plain text whose blank lines separate paragraphs (no markup: whatever is typed is shown as text,
// escaped by the templates). Pure: the screen's preview and the server read it alike.
import { z } from "zod";
import { isHeaderText } from "@/lib/mail/header-text";
import type { Locale } from "@/lib/i18n/routing";
import type { Letter } from "@/lib/mail/templates/newsletter";
import { promotionIdSchema } from "@/lib/promotions/schema";

export const LETTER_LIMITS = { subject: 150, body: 20_000, paragraphs: 80 } as const;

/** The paragraphs of a body: split at blank lines; the lines of one paragraph joined by spaces. */
export function letterParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.split("\n").map((line) => line.trim()).filter(Boolean).join(" "))
    .filter((p) => p.length > 0);
}

/** A letter's id: it names its messages, one per subscriber (and makes a repeated send a no-op). */
export const letterIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);

/** One language's text as typed: the subject one line (it becomes a mail header). */
export const letterTextSchema = z.object({
  subject: z.string().trim().min(1).max(LETTER_LIMITS.subject).refine(isHeaderText),
  body: z
    .string()
    .trim()
    .min(1)
    .max(LETTER_LIMITS.body)
    .refine((body) => letterParagraphs(body).length <= LETTER_LIMITS.paragraphs),
});
export type LetterText = z.infer<typeof letterTextSchema>;

/** The letter's text in every language (each subscriber gets theirs). */
export const letterTextsSchema = z.object({ en: letterTextSchema, fr: letterTextSchema, de: letterTextSchema } satisfies Record<Locale, z.ZodType>);

/**
 * What the screen previews: the texts and, optionally, the subscriber-only code promotion whose
 * code every subscriber's letter shows (checked on the server: lib/newsletter/letter-code.ts).
 */
export const letterPreviewSchema = letterTextsSchema.extend({ promotionId: promotionIdSchema.optional() });
export type LetterPreview = z.infer<typeof letterPreviewSchema>;

/** What the screen sends: the preview's content and the letter's id (made once per letter written on the screen). */
export const letterInputSchema = letterPreviewSchema.extend({ letterId: letterIdSchema });
export type LetterInput = z.infer<typeof letterInputSchema>;

/** The letter as the mail template takes it, with the subscribers' code if it carries one. */
export const toLetter = ({ subject, body }: LetterText, code?: string): Letter => ({ subject, paragraphs: letterParagraphs(body), ...(code ? { code } : {}) });
