// "Tell me when it's back" on the real emulators: requests (a signed-in shopper at once, a guest
// after confirming from the email, the same request again or many at once kept once, the counts
// staff see), bad input refused with nothing written, and restocks: each waiting shopper told once
// in their language, in the commit that raises the stock, also with two restocks and the job at
// once; more shoppers than units: the first batch, then the job (secret-protected, idempotent)
// the rest. Products, shoppers and addresses are this file's own.
import { createHash, randomUUID } from "node:crypto";
import { runJob } from "@/lib/http/job-route";
import { firestore } from "@/lib/firebase/admin";
import { sendPending } from "@/lib/mail/sender";
import { RELEASE_EVERY_MS } from "@/lib/restock/batch";
import { releaseDueNotices } from "@/lib/restock/release";
import { confirmRestockRequest, requestRestock, RESTOCK_RATE_RULE, withdrawRestockRequestsOf } from "@/lib/restock/request";
import { RESTOCK_RATE_LIMITS, storedRestockRequestSchema } from "@/lib/restock/schema";
import { productsByWaiting, waitingFor } from "@/lib/admin/products/waiting";
import { fetchProduct } from "@/lib/catalog/db";
import { changeOrderStatus, placeOrder } from "@/lib/orders/db";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";
import { uniq } from "./clients";
import { askSignedIn, mailsTo, noticeCounts, PINK_S, requestsOf, restockProduct, shopper, staffRaises, waitingShoppers, waitsOf } from "./restock-fixtures";

jest.setTimeout(120_000);

const db = firestore();
const SECRET = process.env.JOBS_SECRET!;
const { waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);
const guestAsks = (productId: string, email: string, over: Record<string, unknown> = {}, now = new Date()) =>
  requestRestock({ productId, ...PINK_S, email, locale: "de", ...over }, null, { now });
/** The confirmation link's id and token, read from the guest's email as they would. */
async function confirmLinkOf(email: string): Promise<{ id: string; token: string }> {
  const [mail] = await mailsTo(email, "restock-confirm");
  const url = new URL(/href="([^"]*back-in-stock\/confirm[^"]*)"/.exec(mail!.message.html)![1]!.replaceAll("&amp;", "&"));
  return { id: url.searchParams.get("id")!, token: url.searchParams.get("token")! };
}
const post = (authorization?: string) => new Request("http://127.0.0.1/api/jobs/restock", { method: "POST", headers: authorization ? { authorization } : {} });

describe("back-in-stock requests", () => {
  it("a signed-in shopper waits at once; asking again, or ten times at once, keeps one request and one count", async () => {
    const p = await restockProduct();
    const who = shopper();
    expect(await askSignedIn(p, who)).toEqual({ ok: true, outcome: "waiting" });
    const again = await Promise.all(Array.from({ length: 10 }, () => askSignedIn(p, who)));
    expect(again.every((r) => r.ok && r.outcome === "already")).toBe(true);
    const [request] = await requestsOf(p.id);
    expect(await requestsOf(p.id)).toHaveLength(1);
    expect(storedRestockRequestSchema.parse(request!.data())).toMatchObject({ ...PINK_S, email: who.email, uid: who.uid, status: "waiting", locale: "en" });
    expect((await waitsOf(p.id))!.waiting).toBe(1);
    // Ten different shoppers at once: ten counted.
    await Promise.all(Array.from({ length: 10 }, () => askSignedIn(p)));
    expect((await waitingFor((await fetchProduct(p.id))!)).choices).toEqual([{ ...PINK_S, waiting: 11, stock: 0 }]);
    expect((await productsByWaiting()).find((w) => w.productId === p.id)?.waiting).toBe(11);
  });

  it("a guest confirms from the email first (in their language); the link twice or a wrong token changes nothing more", async () => {
    const p = await restockProduct({ translations: { de: { name: "Strampler Zurück" } } });
    const email = `${uniq("restock-guest")}@example.test`;
    expect(await guestAsks(p.id, email)).toEqual({ ok: true, outcome: "confirm" });
    expect(await guestAsks(p.id, email)).toEqual({ ok: true, outcome: "already" }); // no second email within 10 minutes
    const [confirm] = await mailsTo(email, "restock-confirm");
    expect(confirm).toMatchObject({ locale: "de", message: { subject: "Bitte bestätigen Sie Ihren Alarm für Strampler Zurück" } });
    expect(await mailsTo(email, "restock-confirm")).toHaveLength(1);
    expect(await waitsOf(p.id)).toBeNull(); // pending: nobody counted yet

    const link = await confirmLinkOf(email);
    expect(await confirmRestockRequest({ ...link, token: "x".repeat(43) })).toBe("invalid");
    expect(await waitsOf(p.id)).toBeNull();
    expect(await Promise.all([confirmRestockRequest(link), confirmRestockRequest(link)])).toEqual(["confirmed", "confirmed"]);
    expect((await waitsOf(p.id))!.waiting).toBe(1);
    expect(await guestAsks(p.id, email)).toEqual({ ok: true, outcome: "already" });

    await sendPending({ limit: 50, first: "newest" }); // as the request's own run sends: ahead of other tests' backlog
    expect(deliveredTo(await waitForDelivery([email]), email).map((m) => m.subject)).toEqual(["Bitte bestätigen Sie Ihren Alarm für Strampler Zurück"]);
  });

  it("refuses an invalid email, a choice in stock, a product or choice that does not exist, and the 20th request in an hour: nothing written", async () => {
    const p = await restockProduct();
    const email = `${uniq("restock-bad")}@example.test`;
    /** No request, count or confirmation for `p`, and `mails` confirmations to the address in all. */
    const nothingWritten = async (mails = 0) => {
      expect(await requestsOf(p.id)).toHaveLength(0);
      expect(await waitsOf(p.id)).toBeNull();
      expect(await mailsTo(email, "restock-confirm")).toHaveLength(mails);
    };
    expect(await guestAsks(p.id, "not-an-email")).toEqual({ ok: false, error: "emailInvalid" });
    expect(await guestAsks(p.id, `${email}\r\nBcc: x@example.test`)).toEqual({ ok: false, error: "emailInvalid" });
    expect(await guestAsks(p.id, email, { color: "pink", size: "M" })).toEqual({ ok: false, error: "inStock" });
    expect(await guestAsks(p.id, email, { color: "green" })).toEqual({ ok: false, error: "choiceNotFound" });
    expect(await guestAsks(p.id, email, { size: "x".repeat(41) })).toEqual({ ok: false, error: "choiceNotFound" });
    expect(await guestAsks(p.id, email, { color: "", size: "" })).toEqual({ ok: false, error: "choiceNotFound" });
    expect(await guestAsks(uniq("no-such-product"), email)).toEqual({ ok: false, error: "notFound" });
    expect(await guestAsks("../products", email)).toEqual({ ok: false, error: "notFound" });
    expect(await askSignedIn(p, { uid: uniq("no-mail"), email: null })).toEqual({ ok: false, error: "emailInvalid" });
    await nothingWritten();

    // One address asks for RESTOCK_RATE_RULE.max sold-out products within the hour; the next is refused.
    const others = await Promise.all(Array.from({ length: RESTOCK_RATE_RULE.max }, () => restockProduct()));
    const start = new Date("2026-07-01T10:00:00Z");
    for (const [i, o] of others.entries()) expect(await guestAsks(o.id, email, {}, new Date(start.getTime() + i * 1000))).toEqual({ ok: true, outcome: "confirm" });
    expect(RESTOCK_RATE_RULE.max + 1).toBe(20);
    const limit = db.collection(RESTOCK_RATE_LIMITS).doc(createHash("sha256").update(email).digest("hex"));
    const limitBefore = (await limit.get()).updateTime;
    expect(await guestAsks(p.id, email, {}, new Date(start.getTime() + 30 * 60_000))).toEqual({ ok: false, error: "rateLimited" });
    expect((await limit.get()).updateTime).toEqual(limitBefore);
    await nothingWritten(RESTOCK_RATE_RULE.max);
    // An hour after the first, one more is allowed.
    expect(await guestAsks(p.id, email, {}, new Date(start.getTime() + 60 * 60_000 + 1000))).toEqual({ ok: true, outcome: "confirm" });
  });

  it("an account deleted takes its requests with it: none left, the counts down", async () => {
    const p = await restockProduct();
    const [leaving, staying] = [shopper(), shopper()];
    await askSignedIn(p, leaving);
    await askSignedIn(p, leaving, { choice: { color: "pink", size: "S" }, locale: "fr" }); // the same request: one
    await askSignedIn(p, staying);
    await guestAsks(p.id, leaving.email, { color: "pink", size: "S" }); // already waiting as the account
    expect((await waitsOf(p.id))!.waiting).toBe(2);
    expect(await withdrawRestockRequestsOf([leaving.email.toUpperCase()])).toBe(1);
    expect(await withdrawRestockRequestsOf([leaving.email])).toBe(0);
    expect((await requestsOf(p.id)).map((d) => d.get("email"))).toEqual([staying.email]);
    expect((await waitsOf(p.id))!.waiting).toBe(1);
  });
});

describe("restocking tells each waiting shopper once", () => {
  it("staff raising the stock: one notice each, in their language, in the save's commit; the requests and counts gone", async () => {
    const p = await restockProduct();
    const [en, fr] = [shopper(), shopper()];
    await askSignedIn(p, en);
    await askSignedIn(p, fr, { locale: "fr" });
    const inWhite = shopper(); // another choice: not told
    await staffRaises(p.id, 0, { color: "white", size: "S" });
    await askSignedIn(p, inWhite, { choice: { color: "white", size: "S" } });

    await staffRaises(p.id, 5);
    const [toEn] = await mailsTo(en.email);
    const [toFr] = await mailsTo(fr.email);
    expect(toEn).toMatchObject({ locale: "en", message: { subject: "Restock Sleepsuit is back" } });
    expect(toFr).toMatchObject({ locale: "fr", message: { subject: "Grenouillère Retour est de retour" } });
    expect(toFr!.message.text).toContain("rose, taille S");
    expect(toFr!.message.text).toContain("5 disponibles");
    expect(toFr!.message.html).toContain(`/product/${p.id}?color=pink&amp;size=S&amp;lng=fr`);
    expect(await noticeCounts([inWhite])).toEqual([0]);
    expect((await requestsOf(p.id)).map((d) => d.get("color"))).toEqual(["white"]);
    expect((await waitsOf(p.id))!.waiting).toBe(1);

    // Raised again, sold out and raised: nobody told twice.
    await staffRaises(p.id, 7);
    await staffRaises(p.id, 0);
    await staffRaises(p.id, 2);
    expect(await noticeCounts([en, fr])).toEqual([1, 1]);

    await sendPending({ limit: 50, first: "newest" }); // as the request's own run sends: ahead of other tests' backlog
    expect(deliveredTo(await waitForDelivery([fr.email]), fr.email).map((m) => m.subject)).toEqual(["Grenouillère Retour est de retour"]);
  });

  it("two restocks and the job at once: each shopper told once", async () => {
    // Two orders took the last units; both are cancelled at once while the job runs twice.
    const p = await restockProduct({ variations: [], stock: 2 });
    const orders = await Promise.all([1, 2].map(async () => {
      const buyer = shopper();
      const outcome = await placeOrder(buyer, { idempotencyKey: randomUUID(), lines: [{ id: p.id, quantity: 1 }], billing: { kind: "new", address: TEST_ADDRESS }, shipping: { kind: "same" }, shippingMethod: "standard", paymentMethod: "bank-transfer" });
      if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
      return outcome.orderId;
    }));
    expect((await fetchProduct(p.id))!.stock).toBe(0);
    const who = await waitingShoppers(p, 12, undefined, {});
    const cancel = (orderId: string) => changeOrderStatus({ orderId, to: "cancelled", actor: { uid: "restock-staff", role: "admin" } });
    await Promise.all([...orders.map(cancel), releaseDueNotices(), releaseDueNotices()]);
    expect((await fetchProduct(p.id))!.stock).toBe(2);
    expect(await noticeCounts(who)).toEqual(who.map(() => 1));
    expect(await requestsOf(p.id)).toHaveLength(0);
    expect((await waitsOf(p.id))!.waiting).toBe(0);
  });

  it("more shoppers than units: the oldest first batch, then the job the rest, once each, never without the secret", async () => {
    const p = await restockProduct();
    const who = await waitingShoppers(p, 30);
    const raisedAt = new Date();
    await staffRaises(p.id, 3); // first batch: max(3 x 3, 20) = 20, the oldest
    expect(await noticeCounts(who)).toEqual(who.map((_, i) => (i < 20 ? 1 : 0)));
    expect((await waitsOf(p.id))!.waiting).toBe(10);

    // Too soon for the next batch; without the secret, or with a wrong one, nothing.
    await releaseDueNotices(() => new Date(raisedAt.getTime() + RELEASE_EVERY_MS / 2));
    const never = () => Promise.reject(new Error("must not run"));
    expect((await runJob(post(`Bearer ${SECRET}`), undefined, "back-in-stock notices", never)).status).toBe(404);
    expect((await runJob(post(), SECRET, "back-in-stock notices", never)).status).toBe(401);
    expect((await runJob(post("Bearer wrong"), SECRET, "back-in-stock notices", never)).status).toBe(401);
    expect(await noticeCounts(who)).toEqual(who.map((_, i) => (i < 20 ? 1 : 0)));

    // Later, twice at once with the secret: the rest, once each.
    const later = () => releaseDueNotices(() => new Date(raisedAt.getTime() + RELEASE_EVERY_MS + 60_000));
    const answers = await Promise.all([runJob(post(`Bearer ${SECRET}`), SECRET, "back-in-stock notices", later), runJob(post(`Bearer ${SECRET}`), SECRET, "back-in-stock notices", later)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await noticeCounts(who)).toEqual(who.map(() => 1));
    expect(await requestsOf(p.id)).toHaveLength(0);
    expect((await waitsOf(p.id))!.waiting).toBe(0);
    await later();
    expect(await noticeCounts(who)).toEqual(who.map(() => 1));
  });

  it("sold out again before the job: the rest wait for the next restock", async () => {
    const p = await restockProduct();
    const who = await waitingShoppers(p, 25);
    const raisedAt = new Date();
    await staffRaises(p.id, 1);
    await staffRaises(p.id, 0);
    await releaseDueNotices(() => new Date(raisedAt.getTime() + 2 * RELEASE_EVERY_MS));
    expect(await noticeCounts(who)).toEqual(who.map((_, i) => (i < 20 ? 1 : 0)));
    await staffRaises(p.id, 10);
    expect(await noticeCounts(who)).toEqual(who.map(() => 1));
    expect(await requestsOf(p.id)).toHaveLength(0);
  });
});
