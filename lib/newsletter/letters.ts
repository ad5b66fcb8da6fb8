import "server-only";
// Newsletter letters: staff write one on /letters (lib/newsletter/letter.ts), and it is queued
// for every confirmed subscriber in their language, each message with the one-click unsubscribe
// link and headers. newsletterLetters/{letterId} records it; the id is made once per visit of
// the screen and names every message of the letter (newsletter-letter.<letterId>.<subscriber>@host),
// so a second click, a double submit or a retry after a crash queues nobody twice.
import { FieldPath, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { eachLimited } from "@/lib/admin/each-limited";
import type { Staff } from "@/lib/admin/audit";
import { firestore } from "@/lib/firebase/admin";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { mailConfig } from "@/lib/mail/config";
import { enqueueMail, mailIdFor } from "@/lib/mail/outbox";
import { MAIL_COLLECTION } from "@/lib/mail/schema";
import type { Letter } from "@/lib/mail/templates/newsletter";
import { codeSchema, promotionIdSchema } from "@/lib/promotions/schema";
import { letterIdSchema, letterTextSchema, toLetter, type LetterInput } from "./letter";
import { newsletterLetterMail } from "./mails";
import { NEWSLETTER_COLLECTION, storedSubscriberSchema } from "./schema";

export const LETTERS_COLLECTION = "newsletterLetters";

const perLocale = <T extends z.ZodType>(schema: T) => z.object({ en: schema, fr: schema, de: schema });
const countsSchema = perLocale(z.number().int().min(0));
export type LocaleCounts = z.infer<typeof countsSchema>;

/**
 * newsletterLetters/{letterId}. queueing: written before its messages (a send cut off half-way is
 * finished by the next one with this id); queued: every confirmed subscriber of the time has
 * their message in the outbox, `recipients` counts them per language.
 */
export const storedLetterSchema = z.object({
  texts: perLocale(letterTextSchema),
  /** The subscriber-only code every message shows (lib/newsletter/letter-code.ts), as it was when sent. */
  promotion: z.object({ id: promotionIdSchema, code: codeSchema }).optional(),
  state: z.enum(["queueing", "queued"]),
  recipients: countsSchema,
  by: z.object({ uid: z.string().max(128), email: z.string().max(254) }),
  createdAt: z.iso.datetime(),
  queuedAt: z.iso.datetime().optional(),
});
export type StoredLetter = z.infer<typeof storedLetterSchema>;

const ALREADY_EXISTS = 6; // gRPC status code
/** Messages rendered and committed at once while queueing a letter. */
const QUEUE_CONCURRENCY = 8;

const lettersRef = (db: Firestore) => db.collection(LETTERS_COLLECTION);

/** The document id of the message of letter `letterId` to subscriber `subscriberId`. */
const letterMailKey = (letterId: string, subscriberId: string) => `${letterId}.${subscriberId.slice(0, 32)}`;

/** The first and last possible id of a letter's messages (a range on the document id finds them all). */
function letterMailRange(letterId: string): [string, string] {
  const first = mailIdFor("newsletter-letter", undefined, mailConfig().domain, `${letterId}.`).replace(/@.*$/, "");
  return [first, `${first}\uf8ff`];
}

export type QueueOutcome = {
  /** Messages written by this run. */
  queued: number;
  /** Confirmed subscribers whose message is in the outbox (written now or by an earlier run), per language. */
  recipients: LocaleCounts;
};

/**
 * Queue letter `letterId` (its text in each language) for every confirmed subscriber, in their
 * language. Each message's id is the letter's and the subscriber's, so running it again (a crash
 * half-way, a second click) queues only those not queued yet.
 */
export async function queueNewsletter(letterId: string, letters: Readonly<Record<Locale, Letter>>, now = new Date(), db: Firestore = firestore()): Promise<QueueOutcome> {
  const id = letterIdSchema.parse(letterId);
  const confirmed = await db.collection(NEWSLETTER_COLLECTION).where("status", "==", "confirmed").get();
  const outcome: QueueOutcome = { queued: 0, recipients: { en: 0, fr: 0, de: 0 } };
  await eachLimited(confirmed.docs, QUEUE_CONCURRENCY, async (snap) => {
    const stored = storedSubscriberSchema.safeParse(snap.data());
    if (!stored.success || !stored.data.unsubscribeToken) return;
    const { email, locale, unsubscribeToken } = stored.data;
    const batch = db.batch();
    enqueueMail(batch, await newsletterLetterMail({ id: snap.id, email, locale, token: unsubscribeToken }, letters[locale], letterMailKey(id, snap.id)), now.toISOString());
    try {
      await batch.commit();
      outcome.queued++;
    } catch (error) {
      // create() found the message: queued by an earlier run.
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
    outcome.recipients[locale]++;
  });
  return outcome;
}

/** How many messages of letter `letterId` the outbox holds in `state` (a range on the document id: no composite index). */
async function countLetterMail(letterId: string, state: "sent", db: Firestore): Promise<number> {
  const [first, last] = letterMailRange(letterId);
  const q = db.collection(MAIL_COLLECTION).where("state", "==", state).where(FieldPath.documentId(), ">=", first).where(FieldPath.documentId(), "<", last);
  return (await q.count().get()).data().count;
}

export type SendLetterOutcome = {
  letterId: string;
  /** Messages of the letter in the outbox, per language. */
  recipients: LocaleCounts;
  /** The letter had been sent already (a second click, a double submit): nothing new was queued. */
  repeated: boolean;
};

/**
 * Send a letter as `staff`: record it, queue it for every confirmed subscriber, record how many.
 * A letter id seen before answers what it queued (and finishes queueing one cut off half-way,
 * with the text and code it was first sent with). `code`: the code of `input.promotionId`, checked
 * by the caller (letterCodeOf).
 */
export async function sendLetter(
  staff: Staff,
  input: LetterInput,
  { db = firestore(), now = new Date(), code }: { db?: Firestore; now?: Date; code?: string } = {},
): Promise<SendLetterOutcome> {
  const ref = lettersRef(db).doc(input.letterId);
  const at = now.toISOString();
  const fresh: StoredLetter = {
    texts: { en: input.en, fr: input.fr, de: input.de },
    ...(input.promotionId && code ? { promotion: { id: input.promotionId, code } } : {}),
    state: "queueing",
    recipients: { en: 0, fr: 0, de: 0 },
    by: staff,
    createdAt: at,
  };
  let letter = fresh;
  try {
    await ref.create(storedLetterSchema.parse(fresh));
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    letter = storedLetterSchema.parse((await ref.get()).data());
    if (letter.state === "queued") return { letterId: input.letterId, recipients: letter.recipients, repeated: true };
  }
  const { texts, promotion } = letter;
  // Every confirmed subscriber with their message in the outbox, whoever wrote it: two runs of one
  // letter at once both end with the whole count.
  const letters = { en: toLetter(texts.en, promotion?.code), fr: toLetter(texts.fr, promotion?.code), de: toLetter(texts.de, promotion?.code) };
  const { recipients } = await queueNewsletter(input.letterId, letters, now, db);
  await ref.update({ state: "queued", recipients, queuedAt: new Date().toISOString() });
  return { letterId: input.letterId, recipients, repeated: letter !== fresh };
}

export type PastLetter = { id: string; subject: string; code?: string; createdAt: string; by: string; state: StoredLetter["state"]; recipients: number; sent: number };

/** The newest `limit` letters, with how many subscribers each went to and how many have been sent. */
export async function listLetters(limit = 20, db: Firestore = firestore()): Promise<PastLetter[]> {
  const snap = await lettersRef(db).orderBy("createdAt", "desc").limit(limit).get();
  const letters = snap.docs.flatMap((d) => {
    const parsed = storedLetterSchema.safeParse(d.data());
    return parsed.success ? [{ id: d.id, letter: parsed.data }] : [];
  });
  return Promise.all(
    letters.map(async ({ id, letter }) => {
      const sent = await countLetterMail(id, "sent", db);
      const { en, fr, de } = letter.recipients;
      return { id, subject: letter.texts.en.subject, ...(letter.promotion ? { code: letter.promotion.code } : {}), createdAt: letter.createdAt, by: letter.by.email, state: letter.state, recipients: en + fr + de, sent };
    }),
  );
}

/** Confirmed subscribers per language: who a letter sent now would go to. */
export async function confirmedSubscribers(db: Firestore = firestore()): Promise<LocaleCounts> {
  const list = db.collection(NEWSLETTER_COLLECTION).where("status", "==", "confirmed");
  const counts = await Promise.all(LOCALES.map(async (locale) => (await list.where("locale", "==", locale).count().get()).data().count));
  return { en: counts[0]!, fr: counts[1]!, de: counts[2]! };
}
