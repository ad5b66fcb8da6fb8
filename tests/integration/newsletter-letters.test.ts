// Staff's newsletter letters on the real parts: subscribers signed up and confirmed through the
// double opt-in's own code, a letter sent through the admin action (admin-guarded, zod-parsed)
// reaches each confirmed subscriber once, in their language, escaped, with the one-click
// unsubscribe headers, read in the stack's maildev; sends of one letter at once, again, or after a
// send cut off half-way queue nobody twice; no session, a shopper, forged and revoked cookies and
// bad input write nothing. Other files share the database: other subscribers may be on the list.
import { randomUUID } from "node:crypto";
import { ACTION_REGISTRY } from "@/lib/actions/define-action";
import "@/lib/actions/admin-newsletter";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { sendPending } from "@/lib/mail/sender";
import { LETTERS_COLLECTION, listLetters, storedLetterSchema } from "@/lib/newsletter/letters";
import { confirmSubscription } from "@/lib/newsletter/opt-in";
import { NEWSLETTER_COLLECTION, storedSubscriberSchema, subscriberId } from "@/lib/newsletter/schema";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { createPromotion, setPromotionStatus } from "@/lib/promotions/write";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";
import { adminClient } from "./clients";
import { refusedCallers, type SessionOf, type TestUser } from "./sessions";

jest.setTimeout(120_000);

const db = firestore();
const projectId = process.env.FIREBASE_PROJECT_ID!;
const { waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);
const run = randomUUID().slice(0, 8);
const STAFF = { uid: `letters-staff-${run}`, email: "letters-staff@flone.test" };
const admin = { ...STAFF, admin: true };
const action = (name: "adminNewsletter.send" | "adminNewsletter.preview", input: unknown, session: SessionOf) =>
  ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session, t: (key) => key });

const TEXTS = {
  en: { subject: `Winter sleep ${run}`, body: "Layers, not heat.\n\n<script>alert('x')</script> & <b>cosy</b>\nnights." },
  fr: { subject: `Sommeil d’hiver ${run}`, body: "Des couches, pas de chaleur." },
  de: { subject: `Winterschlaf ${run}`, body: "Schichten statt Hitze." },
};

/** A subscriber signed up in `locale` and confirmed by their link's token. */
async function confirmed(name: string, locale: "en" | "fr" | "de"): Promise<string> {
  const email = `${name}-${run}@example.test`;
  await subscribeToNewsletter({ email, locale });
  const token = storedSubscriberSchema.parse((await db.collection(NEWSLETTER_COLLECTION).doc(subscriberId(email)).get()).data()).confirmToken;
  expect(await confirmSubscription({ id: subscriberId(email), token })).toBe("confirmed");
  return email;
}
const lettersTo = async (email: string) =>
  (await db.collection(MAIL_COLLECTION).where("to", "==", email).get()).docs.map((d) => ({ id: d.id, ...mailDocSchema.parse(d.data()) })).filter((m) => m.kind === "newsletter-letter");
const letterDoc = async (letterId: string) => {
  const snap = await db.collection(LETTERS_COLLECTION).doc(letterId).get();
  return snap.exists ? storedLetterSchema.parse(snap.data()) : null;
};
const drain = async () => {
  while ((await sendPending({ limit: 50 })).sent > 0);
};

let readers: Record<"en" | "fr" | "de", string>;
let pending: string;
beforeAll(async () => {
  readers = { en: await confirmed("ann", "en"), fr: await confirmed("bea", "fr"), de: await confirmed("carl", "de") };
  pending = `dora-${run}@example.test`;
  await subscribeToNewsletter({ email: pending, locale: "en" });
});

it("a letter sent five times at once and once more goes to each confirmed subscriber once, in their language, escaped, with one-click unsubscribe", async () => {
  const letterId = `winter-${run}`;
  const preview = await action("adminNewsletter.preview", TEXTS, async () => admin);
  expect(preview).toMatchObject({ ok: true, data: { en: { subject: TEXTS.en.subject, paragraphs: ["Layers, not heat.", "<script>alert('x')</script> & <b>cosy</b> nights."] }, de: { paragraphs: ["Schichten statt Hitze."] } } });

  const answers = await Promise.all(Array.from({ length: 5 }, () => action("adminNewsletter.send", { letterId, ...TEXTS }, async () => admin)));
  for (const a of answers) expect(a).toMatchObject({ ok: true, data: { letterId } });
  const data = answers.map((a) => (a as { data: { repeated: boolean; recipients: Record<string, number> } }).data);
  expect(data.filter((d) => !d.repeated)).toHaveLength(1);
  for (const d of data) for (const locale of ["en", "fr", "de"]) expect(d.recipients[locale]).toBeGreaterThanOrEqual(1);
  const again = await action("adminNewsletter.send", { letterId, ...TEXTS }, async () => admin);
  expect(again).toMatchObject({ ok: true, data: { repeated: true } });

  for (const [locale, email] of Object.entries(readers)) {
    const mails = await lettersTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale, message: { subject: TEXTS[locale as "en"].subject }, listUnsubscribe: expect.stringContaining("/api/newsletter/unsubscribe?id=") });
  }
  expect(await lettersTo(pending)).toHaveLength(0);
  const stored = (await letterDoc(letterId))!;
  expect(stored).toMatchObject({ state: "queued", by: STAFF, texts: TEXTS });
  // Its count: every message of the letter in the outbox (their ids name the letter).
  const outbox = await db.collection(MAIL_COLLECTION).where("kind", "==", "newsletter-letter").get();
  const ofLetter = outbox.docs.filter((d) => d.id.startsWith(`newsletter-letter.${letterId}.`)).map((d) => mailDocSchema.parse(d.data()));
  expect(stored.recipients).toEqual({ en: ofLetter.filter((m) => m.locale === "en").length, fr: ofLetter.filter((m) => m.locale === "fr").length, de: ofLetter.filter((m) => m.locale === "de").length });

  await drain();
  const delivered = await waitForDelivery(Object.values(readers));
  const en = deliveredTo(delivered, readers.en).find((m) => m.subject === TEXTS.en.subject)!;
  expect(en.html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &lt;b&gt;cosy&lt;/b&gt; nights.");
  expect(en.html).not.toContain("<script>");
  expect(en.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?id=[0-9a-f]{64}&token=[\w-]{43}>$/);
  expect(en.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(deliveredTo(delivered, readers.de).find((m) => m.subject === TEXTS.de.subject)!.text).toContain("Schichten statt Hitze.");
  expect(deliveredTo(delivered, readers.fr).filter((m) => m.subject === TEXTS.fr.subject)).toHaveLength(1);

  const listed = (await listLetters(50)).find((l) => l.id === letterId)!;
  expect(listed).toMatchObject({ subject: TEXTS.en.subject, by: STAFF.email, state: "queued" });
  expect(listed.recipients).toBe(stored.recipients.en + stored.recipients.fr + stored.recipients.de);
  expect(listed.sent).toBeGreaterThanOrEqual(3);
});

it("a send cut off half-way is finished by the next one with its id, with the text it was sent with", async () => {
  const letterId = `cut-${run}`;
  // What a send leaves when it stops after recording the letter, before its messages.
  await db.collection(LETTERS_COLLECTION).doc(letterId).create(
    storedLetterSchema.parse({ texts: TEXTS, state: "queueing", recipients: { en: 0, fr: 0, de: 0 }, by: STAFF, createdAt: new Date().toISOString() }),
  );
  const other = { en: { subject: "Another", body: "Another." }, fr: { subject: "Autre", body: "Autre." }, de: { subject: "Andere", body: "Andere." } };
  const answer = await action("adminNewsletter.send", { letterId, ...other }, async () => admin);
  expect(answer).toMatchObject({ ok: true, data: { letterId, repeated: true } });
  expect((await letterDoc(letterId))!.state).toBe("queued");
  const mine = (await lettersTo(readers.fr)).filter((m) => m.id.includes(`.${letterId}.`));
  expect(mine.map((m) => m.message.subject)).toEqual([TEXTS.fr.subject]);
  await drain(); // no backlog left for the files that share the stack
});

it("a letter carries a subscriber-only code promotion's code to every subscriber, with its line in their language; any other promotion is refused on its field", async () => {
  const code = `SUBS${run.toUpperCase()}`;
  const base = { trigger: "code" as const, benefit: { kind: "order-percent" as const, percent: 15 }, limits: {}, combinesWith: { product: true, order: false, delivery: true } };
  const forSubscribers = await createPromotion(STAFF, { ...base, name: `Subscribers ${run}`, code, conditions: { subscribersOnly: true } });
  const forAnyone = await createPromotion(STAFF, { ...base, name: `Anyone ${run}`, code: `ANY${run.toUpperCase()}`, conditions: {} });
  const paused = await createPromotion(STAFF, { ...base, name: `Paused ${run}`, code: `PAUSED${run.toUpperCase()}`, conditions: { subscribersOnly: true } });
  await setPromotionStatus(STAFF, paused.id, "paused");

  for (const refused of [forAnyone.id, paused.id, "no-such-promotion"]) {
    const answer = await action("adminNewsletter.preview", { ...TEXTS, promotionId: refused }, async () => admin);
    expect(answer).toEqual({ ok: false, error: "invalid", message: "letterCodeUnavailable", fieldErrors: { promotionId: "letterCodeUnavailable" } });
    const letterId = `refused-${refused.slice(0, 10)}-${run}`;
    await expect(action("adminNewsletter.send", { letterId, ...TEXTS, promotionId: refused }, async () => admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
    expect(await letterDoc(letterId)).toBeNull();
  }

  await expect(action("adminNewsletter.preview", { ...TEXTS, promotionId: forSubscribers.id }, async () => admin)).resolves.toMatchObject({ ok: true, data: { en: { code }, fr: { code }, de: { code } } });
  const letterId = `coded-${run}`;
  await expect(action("adminNewsletter.send", { letterId, ...TEXTS, promotionId: forSubscribers.id }, async () => admin)).resolves.toMatchObject({ ok: true, data: { letterId } });
  expect((await letterDoc(letterId))!.promotion).toEqual({ id: forSubscribers.id, code });
  expect((await listLetters(50)).find((l) => l.id === letterId)).toMatchObject({ code });
  const lines = { en: `Your subscriber code: ${code}`, fr: `Votre code d'abonné : ${code}`, de: `Ihr Abonnenten-Code: ${code}` };
  for (const [locale, email] of Object.entries(readers)) {
    const mine = (await lettersTo(email)).filter((m) => m.id.includes(`.${letterId}.`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.message.text).toContain(lines[locale as "en"]);
  }
  await drain(); // no backlog left for the files that share the stack
});

describe("only staff send letters", () => {
  const opened: TestUser[] = [];
  const auth = adminClient();
  afterAll(() => Promise.all([...opened.map((u) => u.client.close()), auth.close()]));

  it("no session, a shopper, forged cookies and a revoked admin cookie are refused; bad input is 'invalid'; nothing is written", async () => {
    const letterId = `guard-${run}`;
    const input = { letterId, ...TEXTS };
    const refusals = await refusedCallers(projectId, opened, auth);
    for (const name of ["adminNewsletter.send", "adminNewsletter.preview"] as const) {
      for (const [who, session, error] of refusals) {
        expect({ name, who, result: await action(name, input, session) }).toMatchObject({ name, who, result: { ok: false, error } });
      }
    }

    const bad: [unknown, string][] = [
      [{ ...input, letterId: "../mail/x" }, "letterId"],
      [{ letterId, en: TEXTS.en, fr: TEXTS.fr }, "de"],
      [{ ...input, en: { ...TEXTS.en, subject: "Hello\r\nBcc: all@example.test" } }, "en.subject"],
      [{ ...input, fr: { ...TEXTS.fr, body: "   " } }, "fr.body"],
      [{ ...input, de: { ...TEXTS.de, body: "x".repeat(20_001) } }, "de.body"],
    ];
    for (const [value, field] of bad) {
      const result = await action("adminNewsletter.send", value, async () => admin);
      expect({ field, result }).toMatchObject({ field, result: { ok: false, error: "invalid", fieldErrors: { [field]: expect.any(String) } } });
    }
    expect(await letterDoc(letterId)).toBeNull();
    for (const email of Object.values(readers)) expect((await lettersTo(email)).filter((m) => m.id.includes(`.${letterId}.`))).toEqual([]);
  });
});
