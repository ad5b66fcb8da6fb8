// The newsletter sign-up against the real Firestore emulator: a repeat sign-up (however it is
// typed, even at the same moment) never makes a second document. Unique addresses per run.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { NEWSLETTER_COLLECTION, subscribeToNewsletter, subscriberId } from "@/lib/newsletter/subscribe";

const run = randomUUID().slice(0, 8);
const created: string[] = [];
const email = (name: string) => {
  const address = `${name}-${run}@example.test`;
  created.push(subscriberId(address));
  return address;
};
const docsFor = async (address: string) =>
  (await firestore().collection(NEWSLETTER_COLLECTION).where("email", "==", address).get()).docs;

afterAll(async () => {
  const batch = firestore().batch();
  for (const id of created) batch.delete(firestore().collection(NEWSLETTER_COLLECTION).doc(id));
  await batch.commit();
});

describe("newsletter sign-up", () => {
  it("stores a normalised address once; a repeat is accepted without a duplicate", async () => {
    const address = email("ana");
    expect(await subscribeToNewsletter({ email: `  ${address.toUpperCase()} `, locale: "fr" })).toEqual({ ok: true, created: true });
    expect(await subscribeToNewsletter({ email: address, locale: "en" })).toEqual({ ok: true, created: false });
    const docs = await docsFor(address);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.id).toBe(subscriberId(address));
    expect(docs[0]!.data()).toMatchObject({ email: address, locale: "fr" });
    expect(Date.parse(docs[0]!.get("createdAt"))).not.toBeNaN();
  });

  it("stays at one document when the same address signs up several times at once", async () => {
    const address = email("burst");
    const results = await Promise.all(Array.from({ length: 6 }, () => subscribeToNewsletter({ email: address })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(await docsFor(address)).toHaveLength(1);
  });

  it("refuses what is not an email address, storing nothing", async () => {
    for (const bad of ["", "not-an-email", `no-at-${run}.example.test`, `${"x".repeat(260)}@example.test`, 42, null]) {
      expect(await subscribeToNewsletter({ email: bad })).toEqual({ ok: false, error: "emailInvalid" });
    }
    expect(await docsFor(`no-at-${run}.example.test`)).toHaveLength(0);
  });

  it("falls back to English for an unknown language", async () => {
    const address = email("lang");
    await subscribeToNewsletter({ email: address, locale: "xx" });
    expect((await docsFor(address))[0]!.get("locale")).toBe("en");
  });
});
