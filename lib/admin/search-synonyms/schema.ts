// The synonyms screen's inputs (/search-synonyms): a group as staff type it, per language, its
// words and what they find comma-separated ("what they find" left empty: the words find each
// other), and a group's id.
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/routing";
import { synonymGroupSchema } from "@/lib/search/synonyms";

const commaList = z
  .string()
  .max(1000)
  .transform((text) => text.split(",").map((t) => t.trim()).filter(Boolean));

export const synonymGroupInputSchema = z
  .object({ locale: z.enum(LOCALES), terms: commaList, targets: commaList.default([]) })
  .transform(({ locale, terms, targets }) => ({ locale, kind: targets.length > 0 ? ("one-way" as const) : ("two-way" as const), terms, targets }))
  .pipe(synonymGroupSchema);
export type SynonymGroupInput = z.input<typeof synonymGroupInputSchema>;

/** A stored group's id: a seeded one's ("seed-en-nappy-two-way") or Firestore's own. */
export const synonymGroupIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,120}$/) });
