// The admin promotions actions and their data against the real emulators, called as the screens
// call them (the action registry, with a session): create, edit, a stale edit and a taken code
// refused with nothing written, pause / resume / archive, 1,000 single-use codes made, listed,
// counted and downloaded as CSV (an order that used one names it), each with its audit entry;
// every action refused without a session and to a shopper, and the download too. Promotions are
// this file's own (unique codes); the orders are placed by placeOrder.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { firestore } from "@/lib/firebase/admin";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-promotions";
import { AUDIT_COLLECTION } from "@/lib/admin/audit";
import { getPromotionForAdmin, promotionAudit, promotionOrders, searchPromotions, singleUseCodeCounts } from "@/lib/admin/promotions/db";
import { promotionCodesCsvResponse } from "@/lib/admin/promotions/codes-download";
import { emptyPromotionForm, formToInput, type PromotionForm } from "@/lib/admin/promotions/form";
import { createSession } from "@/lib/auth/session";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { placeOrder } from "@/lib/orders/db";
import { PROMOTION_CODES_COLLECTION, PROMOTIONS_COLLECTION } from "@/lib/promotions/schema";
import { listSingleUseCodes } from "@/lib/promotions/write";
import { promotionCodesCsvHref } from "@/lib/admin/routes";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { testProduct } from "@/tests/fixtures/product";
import { promoteToAdmin, uniq } from "./clients";
import { newSignedInUser, newUser, type TestUser } from "./sessions";

jest.setTimeout(180_000);

const db = firestore();
type SessionOf = Awaited<ReturnType<ActionRequest["session"]>>;
const run = (name: string, input: unknown, session: SessionOf) =>
  ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
const STAFF = { uid: uniq("promo-staff"), email: "promo-staff@flone.test", admin: true };
const SHOPPER = { uid: uniq("promo-shopper"), email: "promo-shopper@flone.test", admin: false };
const ACTIONS = ["create", "update", "status", "generateCodes"].map((n) => `adminPromotions.${n}`);

const newCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;
const form = (over: Partial<PromotionForm> = {}): PromotionForm => ({ ...emptyPromotionForm(), name: `Admin test ${randomUUID().slice(0, 6)}`, code: newCode("ADM"), percent: "10", ...over });
const auditCount = async (id: string) => (await db.collection(AUDIT_COLLECTION).where("targetKey", "==", `promotion:${id}`).count().get()).data().count;
const namedCount = async (name: string) => (await db.collection(PROMOTIONS_COLLECTION).where("name", "==", name).count().get()).data().count;

async function create(over: Partial<PromotionForm> = {}) {
  const result = await run("adminPromotions.create", { fields: formToInput(form(over)) }, STAFF);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data as { id: string; updatedAt: string; status: string };
}

const opened: TestUser[] = [];
afterAll(() => Promise.all(opened.map((u) => u.client.close())));

describe("the admin promotion actions", () => {
  it("are all for admins: without a session and as a shopper each is refused and writes nothing", async () => {
    expect(ACTION_REGISTRY.filter((a) => a.name.startsWith("adminPromotions.")).map((a) => [a.name, a.access])).toEqual(ACTIONS.map((n) => [n, "admin"]));
    const { id, updatedAt } = await create();
    const good = {
      "adminPromotions.create": { fields: formToInput(form()) },
      "adminPromotions.update": { id, updatedAt, fields: formToInput(form({ name: "Hijacked" })) },
      "adminPromotions.status": { id, status: "archived" },
      "adminPromotions.generateCodes": { id, count: 5, prefix: "" },
    } as Record<string, unknown>;
    const before = await auditCount(id);
    for (const name of ACTIONS) {
      await expect(run(name, good[name], null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
      await expect(run(name, good[name], SHOPPER)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    }
    expect(await getPromotionForAdmin(id)).toMatchObject({ status: "active", updatedAt });
    expect(await auditCount(id)).toBe(before);
    expect(await singleUseCodeCounts(id)).toEqual({ total: 0, used: 0 });
  });

  it("creates a promotion with its code and a 'promotion.create' audit entry; the list shows it with its usage", async () => {
    const startsAt = "2026-03-01T09:00";
    const { id } = await create({ name: "Admin test spring", kind: "order-amount", amount: "5.50", startsAt, minSubtotal: "30", totalUses: "100", budget: "250" });
    const stored = await getPromotionForAdmin(id);
    expect(stored).toMatchObject({
      name: "Admin test spring",
      trigger: "code",
      status: "active",
      benefit: { kind: "order-amount", amount: 550 },
      conditions: { startsAt: "2026-03-01T09:00:00.000Z", minSubtotal: 3000 },
      limits: { totalUses: 100, budget: 25000 },
      usage: { uses: 0, given: 0 },
    });
    expect((await db.collection(PROMOTION_CODES_COLLECTION).doc(stored!.code!).get()).get("promotionId")).toBe(id);
    const [entry] = await promotionAudit(id);
    expect(entry).toMatchObject({ action: "promotion.create", actor: { uid: STAFF.uid, email: STAFF.email }, before: null, after: { name: "Admin test spring" } });
    const page = await searchPromotions({ status: "active", sort: "newest" }, 50);
    expect(page.rows.find((r) => r.id === id)).toMatchObject({ usage: { uses: 0, given: 0 } });
    expect((await searchPromotions({ status: "paused", sort: "newest" }, 50)).rows.map((r) => r.id)).not.toContain(id);
  });

  it("refuses a code already taken on the code field, in any case, and writes nothing", async () => {
    const { id } = await create();
    const code = (await getPromotionForAdmin(id))!.code!;
    const name = `Admin test taken ${randomUUID().slice(0, 6)}`;
    const result = await run("adminPromotions.create", { fields: formToInput(form({ name, code: code.toLowerCase() })) }, STAFF);
    expect(result).toEqual({ ok: false, error: "conflict", message: "promotion.code-taken", fieldErrors: { "fields.code": "promotion.code-taken" } });
    expect(await namedCount(name)).toBe(0);
    // Nor can another promotion take it by an edit.
    const other = await create();
    const edit = await run("adminPromotions.update", { id: other.id, updatedAt: other.updatedAt, fields: formToInput(form({ code })) }, STAFF);
    expect(edit).toMatchObject({ ok: false, error: "conflict", fieldErrors: { "fields.code": "promotion.code-taken" } });
    expect((await getPromotionForAdmin(other.id))!.updatedAt).toBe(other.updatedAt);
  });

  it("refuses bad input field by field and writes nothing", async () => {
    const name = `Admin test bad ${randomUUID().slice(0, 6)}`;
    const cases: [Partial<PromotionForm>, string][] = [
      [{ percent: "abc" }, "fields.benefit.percent"],
      [{ percent: "150" }, "fields.benefit.percent"],
      [{ kind: "product-percent", productIds: "", categories: [] }, "fields.benefit.target"],
      [{ startsAt: "2026-05-01T10:00", endsAt: "2026-04-01T10:00" }, "fields.conditions.endsAt"],
      [{ budget: "12.345" }, "fields.limits.budget"],
      [{ code: "has space" }, "fields.code"],
      [{ name: "  " }, "fields.name"],
    ];
    for (const [over, field] of cases) {
      const result = await run("adminPromotions.create", { fields: formToInput(form({ name, ...over })) }, STAFF);
      expect(result).toMatchObject({ ok: false, error: "invalid" });
      expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toContain(field);
    }
    const automaticWithCode = { ...formToInput(form({ name, trigger: "automatic" })), code: newCode("AUTO") };
    await expect(run("adminPromotions.create", { fields: automaticWithCode }, STAFF)).resolves.toMatchObject({ ok: false, error: "invalid", fieldErrors: { "fields.code": expect.any(String) } });
    expect(await namedCount(name)).toBe(0);
  });

  it("saves an edit (a new code frees the old one) with a 'promotion.update' entry; a stale edit is refused and changes nothing", async () => {
    const first = await create();
    const oldCode = (await getPromotionForAdmin(first.id))!.code!;
    const newOne = newCode("NEW");
    const edited = await run("adminPromotions.update", { id: first.id, updatedAt: first.updatedAt, fields: formToInput(form({ name: "Admin test edited", code: newOne, percent: "20" })) }, STAFF);
    if (!edited.ok) throw new Error(JSON.stringify(edited));
    const now = await getPromotionForAdmin(first.id);
    expect(now).toMatchObject({ name: "Admin test edited", code: newOne, benefit: { percent: 20 } });
    expect((await db.collection(PROMOTION_CODES_COLLECTION).doc(oldCode).get()).exists).toBe(false);
    expect((await db.collection(PROMOTION_CODES_COLLECTION).doc(newOne).get()).get("promotionId")).toBe(first.id);
    expect((await promotionAudit(first.id))[0]).toMatchObject({ action: "promotion.update", before: { name: expect.stringMatching(/^Admin test /) }, after: { name: "Admin test edited" } });

    // Someone else saved meanwhile: the form that loaded `first.updatedAt` is refused.
    const entries = await auditCount(first.id);
    const stale = await run("adminPromotions.update", { id: first.id, updatedAt: first.updatedAt, fields: formToInput(form({ name: "Admin test lost" })) }, STAFF);
    expect(stale).toEqual({ ok: false, error: "conflict", message: "promotion.stale" });
    expect(await getPromotionForAdmin(first.id)).toMatchObject({ name: "Admin test edited", updatedAt: now!.updatedAt });
    expect(await auditCount(first.id)).toBe(entries);
  });

  it("pauses, resumes and archives, each audited; an archived promotion takes no change", async () => {
    const { id } = await create();
    for (const status of ["paused", "active", "archived"]) {
      await expect(run("adminPromotions.status", { id, status }, STAFF)).resolves.toMatchObject({ ok: true, data: { status } });
      expect((await getPromotionForAdmin(id))!.status).toBe(status);
    }
    expect((await promotionAudit(id)).filter((e) => e.action === "promotion.status").map((e) => [e.before, e.after])).toEqual([
      [{ status: "active" }, { status: "archived" }],
      [{ status: "paused" }, { status: "active" }],
      [{ status: "active" }, { status: "paused" }],
    ]);
    const archived = (await getPromotionForAdmin(id))!;
    await expect(run("adminPromotions.status", { id, status: "active" }, STAFF)).resolves.toMatchObject({ ok: false, error: "conflict", message: "promotion.archived" });
    await expect(run("adminPromotions.update", { id, updatedAt: archived.updatedAt, fields: formToInput(form()) }, STAFF)).resolves.toMatchObject({ ok: false, error: "conflict" });
    await expect(run("adminPromotions.generateCodes", { id, count: 3, prefix: "" }, STAFF)).resolves.toMatchObject({ ok: false, error: "conflict" });
    await expect(run("adminPromotions.status", { id: "no-such-promotion", status: "paused" }, STAFF)).resolves.toMatchObject({ ok: false, error: "not-found", message: "promotion.not-found" });
    expect((await getPromotionForAdmin(id))!.updatedAt).toBe(archived.updatedAt);
  });
});

describe("single-use codes", () => {
  it("makes 1,000 codes, lists and counts them; an order that used one is named in the CSV and listed on the promotion", async () => {
    const { id } = await create({ code: "" });
    await expect(run("adminPromotions.generateCodes", { id, count: 0, prefix: "" }, STAFF)).resolves.toMatchObject({ ok: false, error: "invalid", fieldErrors: { count: expect.any(String) } });
    await expect(run("adminPromotions.generateCodes", { id, count: 10_001, prefix: "" }, STAFF)).resolves.toMatchObject({ ok: false, error: "invalid" });
    await expect(run("adminPromotions.generateCodes", { id, count: 5, prefix: "no-dash" }, STAFF)).resolves.toMatchObject({ ok: false, error: "invalid", fieldErrors: { prefix: expect.any(String) } });
    await expect(run("adminPromotions.generateCodes", { id, count: 1000, prefix: "spring" }, STAFF)).resolves.toEqual({ ok: true, data: { id, made: 1000 } });

    const codes = await listSingleUseCodes(id);
    expect(codes).toHaveLength(1000);
    expect(new Set(codes.map((c) => c.code)).size).toBe(1000);
    expect(codes.every((c) => /^SPRING-[2-9A-HJKMNP-Z]{10}$/.test(c.code) && !c.orderId)).toBe(true);
    expect(await singleUseCodeCounts(id)).toEqual({ total: 1000, used: 0 });
    expect((await promotionAudit(id))[0]).toMatchObject({ action: "promotion.codes", after: { count: 1000, prefix: "SPRING-" } });

    // A shopper's order takes one code.
    const product = testProduct(uniq("promo-admin"), { price: 2000, discount: 0, stock: 10, variations: [] });
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, product));
    const buyer = { uid: uniq("promo-admin-buyer"), email: `${uniq("buyer")}@flone.test` };
    const used = codes[0]!.code;
    const placed = await placeOrder(buyer, {
      idempotencyKey: randomUUID(),
      lines: [{ id: product.id, quantity: 1 }],
      billing: { kind: "new", address: TEST_ADDRESS },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: "bank-transfer",
      code: used.toLowerCase(),
    });
    if (placed.status !== "placed") throw new Error(JSON.stringify(placed));
    expect(await singleUseCodeCounts(id)).toEqual({ total: 1000, used: 1 });
    expect(await getPromotionForAdmin(id)).toMatchObject({ usage: { uses: 1, given: 200 } });
    const orders = await promotionOrders(id);
    expect(orders.orders.map((o) => o.id)).toEqual([placed.orderId]);

    // The download: admins only, checked on the request's own cookie.
    const admin = await newUser();
    opened.push(admin);
    await promoteToAdmin(admin.client);
    const adminSession = await createSession(await admin.client.auth.currentUser!.getIdToken(true));
    if (!adminSession.ok) throw new Error(adminSession.error);
    const shopper = await newSignedInUser(opened);
    const get = (cookie?: string) =>
      promotionCodesCsvResponse(new NextRequest(`http://127.0.0.1:3100${promotionCodesCsvHref(id)}`, { headers: cookie ? { cookie: `__session=${cookie}` } : {} }), id);
    expect((await get()).status).toBe(401);
    expect((await get(shopper.cookie)).status).toBe(403);
    const response = await get(adminSession.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await response.text()).trim().split("\n");
    expect(lines).toHaveLength(1001);
    expect(lines[0]).toBe("code,used_by_order,created_at");
    expect(lines.find((l) => l.startsWith(`${used},`))).toBe(`${used},${placed.orderId},${codes[0]!.createdAt}`);
    expect(lines.filter((l) => l.split(",")[1] !== "").length).toBe(2); // the header and the used code
  });
});
