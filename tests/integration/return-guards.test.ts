// The return actions' guards (lib/actions/returns.ts), run through their registered runners with
// real sessions against the Firestore and Auth emulators: asking needs a signed-in customer and
// their own order (another shopper's: "not found"); answering needs staff. No session, a forged
// cookie, a revoked one and a shopper change nothing.
import { randomUUID } from "node:crypto";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/returns";
import { verifySession } from "@/lib/auth/session";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION } from "@/lib/mail/schema";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { requestReturn } from "@/lib/orders/returns";
import { adminClient } from "./clients";
import { deliver, placedOrder } from "./book-orders";
import { afterSecondOf, badlySignedJwt, jwtPayload, newSignedInUser, nowS, sessionClaims, type TestUser } from "./sessions";

jest.setTimeout(90_000);

const admin = adminClient();
const opened: TestUser[] = [];
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

const runner = (name: string) => (input: unknown, session: ActionRequest["session"]) =>
  ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session, t: (key) => key });
const ask = runner("returns.askReturn");
const answer = runner("returns.answerReturn");
const updateTime = async (id: string) => (await firestore().collection(ORDERS_COLLECTION).doc(id).get()).updateTime!.toMillis();
const mails = async (id: string) => (await firestore().collection(MAIL_COLLECTION).where("orderId", "==", id).count().get()).data().count;

const signedIn = () => newSignedInUser(opened);

it("asking a return and answering one: refused to no session, forged and revoked cookies, another shopper, and a shopper answering; nothing written", async () => {
  const owner = await signedIn();
  const other = await signedIn();
  const now = new Date();
  const o = await placedOrder(now, [2], { uid: owner.uid, email: owner.email });
  await deliver(o.id, now);
  const pending = await requestReturn(owner.uid, { orderId: o.id, id: randomUUID(), lines: [{ index: 0, quantity: 1 }], reason: "Too big" });
  const form = { orderId: o.id, id: randomUUID(), "units-0": "1", reason: "Too small" };
  const decision = { orderId: o.id, returnId: pending.request.id, decision: "accept", restock: "on", message: "" };
  const stamp = await updateTime(o.id);
  const mailCount = await mails(o.id);

  const t = nowS();
  const forged = badlySignedJwt(sessionClaims(process.env.FIREBASE_PROJECT_ID!, owner.uid, { authTime: t, iat: t, exp: t + 3600 }, { admin: true }));
  const cases: [string, ActionRequest["session"], unknown, string][] = [
    ["no session asks", async () => null, form, "signed-out"],
    ["a forged cookie asks", () => verifySession(forged), form, "signed-out"],
    ["another shopper asks", () => verifySession(other.cookie), form, "not-found"],
    ["no session answers", async () => null, decision, "signed-out"],
    ["a forged admin cookie answers", () => verifySession(forged), decision, "signed-out"],
    ["the customer answers", () => verifySession(owner.cookie), decision, "forbidden"],
    ["another shopper answers", () => verifySession(other.cookie), decision, "forbidden"],
  ];
  for (const [who, session, input, error] of cases) {
    const run = input === form ? ask : answer;
    expect({ who, result: await run(input, session) }).toMatchObject({ who, result: { ok: false, error } });
  }
  await afterSecondOf(jwtPayload(owner.cookie).auth_time);
  await admin.auth.revokeRefreshTokens(owner.uid);
  expect(await ask(form, () => verifySession(owner.cookie))).toMatchObject({ ok: false, error: "signed-out" });

  expect(await updateTime(o.id)).toBe(stamp);
  expect(await mails(o.id)).toBe(mailCount);
});
