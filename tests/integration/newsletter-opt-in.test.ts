// The newsletter's double opt-in and one-click unsubscribe on the real parts: a sign-up writes the
// address as pending and its confirmation email in one commit (once, however many sign-ups at
// once), the email reaches the stack's maildev with the link, the link's button confirms, a letter
// goes only to confirmed addresses with List-Unsubscribe / List-Unsubscribe-Post (RFC 8058), and a
// mail client's one-click POST takes the address off the list. Links hold server-made tokens: a
// wrong one changes nothing.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { sendPending } from "@/lib/mail/sender";
import { emailLinkPost } from "@/lib/http/email-link-route";
import { queueNewsletter } from "@/lib/newsletter/letters";
import { confirmSubscription, unsubscribeFromNewsletter } from "@/lib/newsletter/opt-in";
import { NEWSLETTER_COLLECTION, storedSubscriberSchema, subscriberId } from "@/lib/newsletter/schema";
import { RESEND_AFTER_MS, subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { NEWSLETTER_PAGES } from "@/lib/routes";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";

jest.setTimeout(120_000);

const db = firestore();
const { waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);
const run = randomUUID().slice(0, 8);
const address = (name: string) => `${name}-${run}@example.test`;
const stored = async (email: string) => {
  const snap = await db.collection(NEWSLETTER_COLLECTION).doc(subscriberId(email)).get();
  return snap.exists ? { snap, doc: storedSubscriberSchema.parse(snap.data()) } : null;
};
const mailsTo = async (email: string) => (await db.collection(MAIL_COLLECTION).where("to", "==", email).get()).docs.map((d) => ({ id: d.id, ...mailDocSchema.parse(d.data()) }));
const drain = async () => {
  while ((await sendPending({ limit: 50 })).sent > 0);
};
/** A POST to a newsletter route as a browser form (from the page) or a mail client's one-click. */
const post = (url: string, body: Record<string, string>) => {
  const step = url.includes("/unsubscribe") ? "unsubscribe" : "confirm";
  return emailLinkPost(new Request(url, { method: "POST", body: new URLSearchParams(body) }), NEWSLETTER_PAGES[step], step === "confirm" ? confirmSubscription : unsubscribeFromNewsletter);
};
const LETTERS = {
  en: { subject: `Winter sleep tips ${run}`, paragraphs: ["Layers, not heat."] },
  fr: { subject: `Sommeil d’hiver ${run}`, paragraphs: ["Des couches, pas de chaleur."] },
  de: { subject: `Winterschlaf ${run}`, paragraphs: ["Schichten statt Hitze."] },
};

it("a sign-up is pending, with one confirmation email written in its commit, however many arrive at once", async () => {
  const email = address("burst");
  const results = await Promise.all(Array.from({ length: 6 }, () => subscribeToNewsletter({ email, locale: "fr" })));
  expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
  const { snap, doc } = (await stored(email))!;
  expect(doc).toMatchObject({ status: "pending", locale: "fr", confirmToken: expect.any(String), unsubscribeToken: expect.any(String) });
  const mails = await mailsTo(email);
  expect(mails.map((m) => m.kind)).toEqual(["newsletter-confirm"]);
  const mailSnap = await db.collection(MAIL_COLLECTION).doc(mails[0]!.id).get();
  expect(mailSnap.createTime!.isEqual(snap.createTime!)).toBe(true);
  expect(mails[0]!.message.subject).toBe("Veuillez confirmer votre inscription à la lettre de Flone");
  expect(mails[0]!.message.html).toContain(`/newsletter/confirm?id=${subscriberId(email)}&amp;token=${doc.confirmToken}`);
  // No unsubscribe headers on the confirmation: it is no letter.
  expect(mails[0]!.listUnsubscribe).toBeUndefined();

  // Asked again soon: no second email; after RESEND_AFTER_MS: the same link again.
  await subscribeToNewsletter({ email });
  expect(await mailsTo(email)).toHaveLength(1);
  await subscribeToNewsletter({ email }, { now: new Date(Date.now() + RESEND_AFTER_MS + 1000) });
  const again = await mailsTo(email);
  expect(again).toHaveLength(2);
  expect(again.every((m) => m.message.html.includes(`token=${doc.confirmToken}`))).toBe(true);
});

it("only the emailed link's button confirms; letters go to confirmed addresses only, with one-click unsubscribe", async () => {
  const email = address("reader");
  const waiting = address("waiting");
  await subscribeToNewsletter({ email, locale: "de" });
  await subscribeToNewsletter({ email: waiting, locale: "en" });
  const { doc } = (await stored(email))!;
  const id = subscriberId(email);

  await drain();
  const [received] = deliveredTo(await waitForDelivery([email]), email);
  const link = /href="([^"]+\/newsletter\/confirm\?[^"]+)"/.exec(received!.html)![1]!.replace(/&amp;/g, "&");
  const token = new URL(link).searchParams.get("token")!;
  expect(token).toBe(doc.confirmToken);

  // A wrong token, or a malformed link: nothing changes.
  const wrong = `http://localhost:3000/api/newsletter/confirm?id=${id}&token=${"A".repeat(43)}`;
  const refused = await post(wrong, { from: "page" });
  expect(refused.status).toBe(303);
  expect(refused.headers.get("location")).toMatch(/\/newsletter\/confirm\?done=invalid$/);
  expect((await post(`http://localhost:3000/api/newsletter/confirm?id=nope&token=x`, {})).status).toBe(400);
  expect((await stored(email))!.doc.status).toBe("pending");

  const confirmed = await post(`http://localhost:3000/api/newsletter/confirm?id=${id}&token=${token}`, { from: "page" });
  expect(confirmed.headers.get("location")).toMatch(/\/newsletter\/confirm\?done=confirmed$/);
  expect((await stored(email))!.doc).toMatchObject({ status: "confirmed", confirmedAt: expect.any(String) });

  const letterId = `sleep-${run}`;
  expect((await queueNewsletter(letterId, LETTERS)).queued).toBeGreaterThanOrEqual(1);
  // Again (a crash half-way): nothing queued twice.
  await queueNewsletter(letterId, LETTERS);
  const letters = (await mailsTo(email)).filter((m) => m.kind === "newsletter-letter");
  expect(letters).toHaveLength(1);
  expect((await mailsTo(waiting)).filter((m) => m.kind === "newsletter-letter")).toHaveLength(0);
  // On the port the shop runs on (lib/site-url.ts), here the test server's.
  const oneClick = `http://localhost:${process.env.PORT ?? 3000}/api/newsletter/unsubscribe?id=${id}&token=${doc.unsubscribeToken}`;
  expect(letters[0]!.listUnsubscribe).toBe(oneClick);

  await drain();
  const letter = deliveredTo(await waitForDelivery([email], 2), email).find((m) => m.subject === LETTERS.de.subject)!;
  expect(letter.headers["list-unsubscribe"]).toBe(`<${oneClick}>`);
  expect(letter.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(letter.text).toContain("Schichten statt Hitze.");
  expect(letter.html).toContain(`/newsletter/unsubscribe?id=${id}&amp;token=${doc.unsubscribeToken}`);

  // The mail client's one-click POST: a wrong token is refused, the right one takes the address off.
  const bad = await post(oneClick.replace(doc.unsubscribeToken!, doc.confirmToken!), { "List-Unsubscribe": "One-Click" });
  expect(bad.status).toBe(400);
  expect(await stored(email)).not.toBeNull();
  const off = await post(oneClick, { "List-Unsubscribe": "One-Click" });
  expect([off.status, await off.text()]).toEqual([200, "unsubscribed"]);
  expect(await stored(email)).toBeNull();
  // A second click (a retry) says the same; the next letter does not go to it.
  expect((await post(oneClick, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
  await queueNewsletter(`after-${run}`, LETTERS);
  expect((await mailsTo(email)).filter((m) => m.kind === "newsletter-letter")).toHaveLength(1);
});
