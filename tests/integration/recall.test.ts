// Recalling a product on the real parts: customers' orders made by placeOrder (several customers,
// colours, languages and statuses), then staff's recall. The product is marked in one commit with
// its audit entry; every customer who ordered it (any colour, any status but cancelled; not an
// anonymized order) gets ONE notice in their language, even when staff save again; checkouts of it
// are refused in placeOrder's own commit, also when they race the recall; the email arrives.
import { randomUUID } from "node:crypto";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-products";
import { productAudit } from "@/lib/admin/products/db";
import { recallNoticeCount, recallProductAsAdmin } from "@/lib/admin/products/recall";
import { fetchProduct, loadCatalogIndex } from "@/lib/catalog/db";
import { testProduct } from "@/tests/fixtures/product";
import { isListed } from "@/lib/catalog/visibility";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { sendPending } from "@/lib/mail/sender";
import { anonymizeOrdersOf } from "@/lib/orders/anonymize";
import { changeOrderStatus, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { stockOf, type Product } from "@/lib/catalog/schema";
import { uniq } from "./clients";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";

jest.setTimeout(180_000);

/** A parcel for moves to shipped (changeOrderStatus refuses shipped without one). */
const PARCEL = { carrier: "DHL", trackingNumber: "JD0146000062" };

const db = firestore();
const { waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);
const STAFF = { uid: uniq("recall-staff"), email: "recall-staff@flone.test" };
const RECALL = { message: "The snap buttons can come off: stop using it and return it for a full refund.", date: "2026-11-20" };

async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const romper = () =>
  save(
    testProduct(uniq("recall-romper"), {
      name: "Snap Romper",
      price: 2200,
      stock: 0,
      variations: [
        { color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 30 }] },
        { color: "pink", image: "/img/pink.jpg", size: [{ name: "S", stock: 30 }] },
      ],
    }),
  );
const customer = (locale: "en" | "fr" | "de") => {
  const uid = uniq("recall-buyer");
  return { uid, email: `${uid}@example.test`, locale };
};
const request = (lines: PlaceOrderInput["lines"]): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines,
  billing: { kind: "new", address: TEST_ADDRESS },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "cash-on-delivery",
  notes: "",
});
const placed = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o.orderId;
};
const staff = { uid: "demo-admin", role: "admin" as const };
const noticesOf = async (productId: string) =>
  (await db.collection(MAIL_COLLECTION).where("recallOf", "==", productId).get()).docs.map((d) => mailDocSchema.parse(d.data()));

it("tells each customer who ordered it once, in their language, and the product can no longer be bought", async () => {
  const p = await romper();
  const other = await save(testProduct(uniq("recall-other"), { name: "Safe Spoon", price: 500, stock: 10 }));
  const blue = { id: p.id, color: "blue", size: "S", quantity: 1 };
  const pink = { id: p.id, color: "pink", size: "S", quantity: 1 };

  const ann = customer("en"); // one pending order, blue
  placed(await placeOrder(ann, request([blue])));
  const bea = customer("fr"); // pink, delivered; and a cancelled order
  const delivered = placed(await placeOrder(bea, request([pink, { id: other.id, quantity: 1 }])));
  for (const to of ["paid", "processing", "shipped", "delivered"] as const) await changeOrderStatus({ orderId: delivered, to, actor: staff, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
  const beaCancelled = placed(await placeOrder(bea, request([blue])));
  await changeOrderStatus({ orderId: beaCancelled, to: "cancelled", actor: staff });
  const cid = customer("de"); // only a cancelled order: not told
  await changeOrderStatus({ orderId: placed(await placeOrder(cid, request([blue]))), to: "cancelled", actor: staff });
  const dan = customer("de"); // another product only
  placed(await placeOrder(dan, request([{ id: other.id, quantity: 1 }])));
  const eve = customer("en"); // deleted her account: her order has no address any more
  placed(await placeOrder(eve, request([pink])));
  await anonymizeOrdersOf(eve.uid);

  const first = await recallProductAsAdmin(STAFF, p.id, RECALL);
  expect(first.told).toBe(2);
  expect(first.product.recall).toMatchObject({ ...RECALL, recordedAt: expect.any(String) });
  const notices = await noticesOf(p.id);
  expect(notices.map((n) => [n.to, n.locale]).sort()).toEqual(
    [
      [ann.email, "en"],
      [bea.email, "fr"],
    ].sort(),
  );
  const [fr] = notices.filter((n) => n.locale === "fr");
  expect(fr!.message.subject).toBe("Rappel de sécurité : Snap Romper");
  expect(fr!.message.text).toContain(RECALL.message);
  expect((await productAudit(p.id))[0]).toMatchObject({ action: "product.recall", actor: STAFF, before: null, after: RECALL });

  // Saved again, with a better message: nobody is told twice; the count stays.
  const again = await recallProductAsAdmin(STAFF, p.id, { ...RECALL, message: `${RECALL.message} Call us any time.` });
  expect(again.told).toBe(2);
  expect(await noticesOf(p.id)).toHaveLength(2);
  expect(await recallNoticeCount(p.id)).toBe(2);
  // Saved again unchanged: nothing written at all.
  const audits = (await productAudit(p.id)).length;
  await recallProductAsAdmin(STAFF, p.id, again.product.recall!);
  expect(await productAudit(p.id)).toHaveLength(audits);

  // Stored, left out of listings and search, refused at checkout with the reason, nothing taken.
  expect((await fetchProduct(p.id))!.recall?.message).toContain("Call us any time.");
  const entry = (await loadCatalogIndex()).find((e) => e.id === p.id)!;
  expect(entry.recalled).toBe(true);
  expect(isListed(entry)).toBe(false);
  const stock = stockOf((await fetchProduct(p.id))!, "blue", "S");
  const late = customer("en");
  const refused = await placeOrder(late, request([blue, { id: other.id, quantity: 1 }]));
  expect(refused).toMatchObject({ status: "unavailable", problems: [{ index: 0, productId: p.id, kind: "recalled", name: "Snap Romper" }] });
  expect(stockOf((await fetchProduct(p.id))!, "blue", "S")).toBe(stock);
  expect((await db.collection("orders").where("uid", "==", late.uid).get()).size).toBe(0);

  while ((await sendPending({ limit: 50 })).sent > 0);
  const received = deliveredTo(await waitForDelivery([ann.email], 2), ann.email).find((m) => m.subject === "Safety recall: Snap Romper");
  expect(received?.text).toContain(RECALL.message);
});

it("checkouts racing the recall: each is placed before it (and its customer told) or refused", async () => {
  const p = await romper();
  const buyers = Array.from({ length: 12 }, () => customer("en"));
  // The recall starts once the first checkout is through, while the others (racing each other for
  // the product) are still trying.
  const checkouts = buyers.map((b) => placeOrder(b, request([{ id: p.id, color: "blue", size: "S", quantity: 1 }])));
  await Promise.race(checkouts);
  const [outcomes, recall] = await Promise.all([Promise.all(checkouts), recallProductAsAdmin(STAFF, p.id, RECALL)]);
  const bought = buyers.filter((_, i) => outcomes[i]!.status === "placed");
  for (const [i, o] of outcomes.entries()) {
    if (o.status !== "placed") expect({ i, o }).toMatchObject({ i, o: { status: "unavailable", problems: [{ kind: "recalled" }] } });
  }
  // An order guards the product it read: none commits after the recall's commit, and the recall
  // reads the orders after it, so its one scan finds every order placed.
  expect(bought.length).toBeGreaterThan(0);
  expect(bought.length).toBeLessThan(buyers.length);
  expect(recall.told).toBe(bought.length);
  expect((await noticesOf(p.id)).map((n) => n.to).sort()).toEqual(bought.map((b) => b.email).sort());
  expect(stockOf((await fetchProduct(p.id))!, "blue", "S")).toBe(30 - bought.length);
});

it("is for staff only, and parses its input", async () => {
  const run = (input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === "adminProducts.recall")!.run(input, { session: async () => session, t: (key) => key });
  const p = await romper();
  await expect(run({ id: p.id, ...RECALL }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
  await expect(run({ id: p.id, ...RECALL }, { uid: uniq("shopper"), email: "s@example.test", admin: false })).resolves.toMatchObject({ ok: false, error: "forbidden" });
  const admin = { ...STAFF, admin: true };
  for (const bad of [{ id: p.id, message: "short", date: RECALL.date }, { id: p.id, message: RECALL.message, date: "20/11/2026" }, { id: "../x", ...RECALL }]) {
    await expect(run(bad, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
  }
  expect((await fetchProduct(p.id))!.recall).toBeUndefined();
});
