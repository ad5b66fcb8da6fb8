// "A gift is on its way": a guest's order from a baby registry writes the parents' email in the
// order's own commit, in the registry's language, and the sender delivers it to the stack's
// maildev. The registry is made by the registry's own code (createRegistry, addRegistryItem) for a
// parent whose profile is the one the shop writes (newStoredProfile); the gifts by placeOrder.
import { randomUUID } from "node:crypto";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { mailConfig } from "@/lib/mail/config";
import { mailIdFor } from "@/lib/mail/outbox";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { sendPending } from "@/lib/mail/sender";
import { placeOrder } from "@/lib/orders/db";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { createRegistry, updateRegistry } from "@/lib/registry/db";
import { addRegistryItem } from "@/lib/registry/items";
import { newStoredProfile, USERS_COLLECTION } from "@/lib/users/stored-profile";
import { uniq } from "./clients";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";

jest.setTimeout(120_000);

const db = firestore();
const { waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);

/** A parent with a profile, a registry in `locale` wanting 3 of a new product; answers what a gift needs. */
async function registry(locale: "en" | "de", surprise = false) {
  const uid = uniq("gift-parent");
  const email = `${uid}@example.test`;
  await db.collection(USERS_COLLECTION).doc(uid).set(newStoredProfile({ firstName: "Paula", lastName: "Parent", email }, new Date().toISOString()));
  const p = testProduct(uniq("gift-mail"), { name: "Gift Mail Mobile", price: 3900, stock: 10 });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const fields = { title: "Mia und Leo", babyName: "Mia", dueDate: "2027-03-01", message: "", visibility: "link" as const, surprise, shipping: TEST_ADDRESS };
  const { slug } = await createRegistry(uid, fields, new Date(), locale);
  const { item } = await addRegistryItem(uid, { slug, productId: p.id, wanted: 3 });
  return { email, slug, itemId: item.id, productId: p.id, fields };
}

const gift = (r: Awaited<ReturnType<typeof registry>>, gift: PlaceOrderInput["gift"]): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines: [{ id: r.productId, quantity: 1, registry: { slug: r.slug, itemId: r.itemId } }],
  billing: { kind: "new", address: { ...TEST_ADDRESS, firstName: "Gustav", lastName: "Guest" } },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "cash-on-delivery",
  notes: "",
  gift,
});

async function buy(input: PlaceOrderInput): Promise<string> {
  const uid = uniq("gift-guest");
  const outcome = await placeOrder({ uid, email: `${uid}@example.test`, locale: "en" }, input);
  if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return outcome.orderId;
}

const giftMail = async (orderId: string) => {
  const snap = await db.collection(MAIL_COLLECTION).doc(mailIdFor("registry-gift", orderId, mailConfig().domain)).get();
  return snap.exists ? { snap, mail: mailDocSchema.parse(snap.data()) } : null;
};

it("a gift writes the parents' email in the order's commit, in the registry's language, and it arrives", async () => {
  const r = await registry("de");
  const orderId = await buy(gift(r, { shipToParents: true, hideName: false }));
  const found = (await giftMail(orderId))!;
  expect(found.mail).toMatchObject({ kind: "registry-gift", to: r.email, locale: "de", orderId, state: "pending" });
  expect(found.snap.createTime!.isEqual((await db.collection("orders").doc(orderId).get()).createTime!)).toBe(true);
  expect(found.mail.message.subject).toBe("Ein Geschenk für Mia und Leo ist unterwegs");
  expect(found.mail.message.text).toContain("Gustav Guest hat ein Geschenk von Ihrer Geschenkliste Mia und Leo gekauft.");
  expect(found.mail.message.text).toContain("Gift Mail Mobile, Anzahl: 1");

  while ((await sendPending({ limit: 50 })).sent > 0);
  const [received] = deliveredTo(await waitForDelivery([r.email]), r.email);
  expect(received!.subject).toBe("Ein Geschenk für Mia und Leo ist unterwegs");
});

it("a hidden name stays hidden, surprise mode names no item, and an order that is no gift writes none", async () => {
  const r = await registry("en", true);
  const orderId = await buy(gift(r, { shipToParents: false, hideName: true }));
  const { mail } = (await giftMail(orderId))!;
  expect(mail.message.text).toContain("A guest bought a gift from your registry Mia und Leo.");
  for (const body of [mail.message.text, mail.message.html, mail.message.subject]) {
    expect(body).not.toContain("Gustav");
    expect(body).not.toContain("Gift Mail Mobile");
  }
  // The parent turns surprise mode off: the next gift's email names it.
  await updateRegistry(r.email.split("@")[0]!, { ...r.fields, surprise: false, slug: r.slug }, new Date(), "en");
  const next = await buy(gift(r, { shipToParents: false, hideName: false }));
  expect((await giftMail(next))!.mail.message.text).toContain("Gift Mail Mobile × 1");

  const plain = await buy({ ...gift(r, undefined), lines: [{ id: r.productId, quantity: 1 }] });
  expect(await giftMail(plain)).toBeNull();
});
