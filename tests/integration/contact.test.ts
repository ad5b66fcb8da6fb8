// The contact form's server side against the real Firestore emulator: validation with message
// keys, storage, and the rate limits checked in a transaction. Each test uses its own client id.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { CLIENT_RULE, CONTACT_COLLECTION, SENDER_RULE, clientIdOf, contactClientOf, submitContactMessage } from "@/lib/contact/send";

const clients: string[] = [];
const newClient = () => {
  const id = clientIdOf(`198.51.100.${randomUUID()}`);
  clients.push(id);
  return id;
};
const good = (over: Record<string, unknown> = {}) => ({
  name: "Ana López",
  email: `ana-${randomUUID().slice(0, 8)}@example.test`,
  message: "Hello! When will my order arrive?",
  locale: "en",
  ...over,
});
const messagesOf = async (clientId: string) =>
  (await firestore().collection(CONTACT_COLLECTION).where("clientId", "==", clientId).get()).docs;

afterAll(async () => {
  for (const clientId of clients) {
    const batch = firestore().batch();
    for (const doc of await messagesOf(clientId)) batch.delete(doc.ref);
    await batch.commit();
  }
});

const T0 = new Date("2030-05-01T10:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

describe("contact messages", () => {
  it("refuses bad input field by field, with message keys, and stores nothing", async () => {
    const client = newClient();
    const r = await submitContactMessage({ name: "  ", email: "nope", message: "short" }, client, { now: T0 });
    expect(r).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { name: "nameRequired", email: "emailInvalid", message: "messageTooShort" },
    });
    const long = await submitContactMessage(good({ name: "x".repeat(101), message: "y".repeat(5001) }), client, { now: T0 });
    expect(long).toMatchObject({ ok: false, fieldErrors: { name: "nameTooLong", message: "messageTooLong" } });
    // Whatever arrives (missing fields, wrong types) is an answer, not an exception.
    expect(await submitContactMessage({}, client, { now: T0 })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await submitContactMessage({ name: 1, email: [], message: {} }, client, { now: T0 })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await messagesOf(client)).toHaveLength(0);
  });

  it("stores a valid message, normalised", async () => {
    const client = newClient();
    const input = good({ email: "  Ana.Lopez+Order@Example.TEST ", name: "  Ana  ", locale: "de" });
    const r = await submitContactMessage(input, client, { now: T0 });
    expect(r.ok).toBe(true);
    const docs = await messagesOf(client);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.data()).toEqual({
      name: "Ana",
      email: "ana.lopez+order@example.test",
      message: input.message,
      locale: "de",
      clientId: client,
      status: "new",
      createdAt: T0.toISOString(),
    });
  });

  it("refuses a rapid resend politely, and accepts it once the minute has passed", async () => {
    const client = newClient();
    const input = good();
    expect((await submitContactMessage(input, client, { now: T0 })).ok).toBe(true);
    const again = await submitContactMessage(input, client, { now: later(5_000) });
    expect(again).toEqual({ ok: false, reason: "rateLimited", retryAfterSeconds: (SENDER_RULE.windowMs - 5_000) / 1000 });
    // Another person on the same connection (another email) is not blocked by it.
    expect((await submitContactMessage(good(), client, { now: later(6_000) })).ok).toBe(true);
    expect((await submitContactMessage(input, client, { now: later(SENDER_RULE.windowMs + 1) })).ok).toBe(true);
    expect(await messagesOf(client)).toHaveLength(3);
  });

  it("lets only one of two simultaneous identical sends through", async () => {
    const client = newClient();
    const input = good();
    const results = await Promise.all([submitContactMessage(input, client, { now: T0 }), submitContactMessage(input, client, { now: T0 })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "rateLimited")).toHaveLength(1);
    expect(await messagesOf(client)).toHaveLength(1);
  });

  it("caps one client at CLIENT_RULE.max messages an hour, whatever the emails", async () => {
    const client = newClient();
    for (let i = 0; i < CLIENT_RULE.max; i++) {
      expect((await submitContactMessage(good(), client, { now: later(i * 1000) })).ok).toBe(true);
    }
    const refused = await submitContactMessage(good(), client, { now: later(CLIENT_RULE.max * 1000) });
    expect(refused).toMatchObject({ ok: false, reason: "rateLimited" });
    expect((await submitContactMessage(good(), client, { now: later(CLIENT_RULE.windowMs + 1000) })).ok).toBe(true);
  });

  it("limits 30 messages with 30 different forged X-Forwarded-For like 30 from one address", async () => {
    // What the action sees behind one trusted proxy: the header the client wrote, then the
    // address the proxy appended. A different forgery on each message is still one client.
    const real = `2001:db8::${randomUUID().slice(0, 4)}`;
    const results = [];
    for (let i = 0; i < 30; i++) {
      const client = contactClientOf(new Headers({ "x-forwarded-for": `198.51.100.${i}, ${real}` }));
      clients.push(client);
      results.push(await submitContactMessage(good(), client, { now: later(i * 1000) }));
    }
    expect(results.filter((r) => r.ok)).toHaveLength(CLIENT_RULE.max);
    expect(results.slice(CLIENT_RULE.max).every((r) => !r.ok && r.reason === "rateLimited")).toBe(true);
    expect(new Set(clients.slice(-30)).size).toBe(1);
  });

  it("hashes the client's address: the stored id never shows it", () => {
    const id = contactClientOf(new Headers({ "x-forwarded-for": "203.0.113.9" }));
    expect(id).toBe(clientIdOf("203.0.113.9"));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain("203");
  });
});
