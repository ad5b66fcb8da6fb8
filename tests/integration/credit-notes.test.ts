// Credit notes against the real Firestore and Auth emulators: a cancel or a refund writes one,
// numbered from its own yearly counter in the move's commit (never an edit of the invoice); many
// cancels at once get consecutive numbers; an order from before invoices gets none and still
// parses; its PDF goes to the order's customer and staff only (everyone else 404). Orders are
// placed by placeOrder and moved by changeOrderStatus; the years 2075-2076 are this file's.
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/orders/[id]/credit-notes/[number]/route";
import { createSession } from "@/lib/auth/session";
import { firestore } from "@/lib/firebase/admin";
import { changeOrderStatus } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import { ORDER_ID_ALPHABET, ORDERS_COLLECTION } from "@/lib/orders/schema";
import { testOrder } from "@/tests/fixtures/order";
import { creditNoteHref } from "@/lib/routes";
import { adminClient, promoteToAdmin, uniq } from "./clients";
import { deliver, placedOrder } from "./book-orders";
import { afterSecondOf, badlySignedJwt, jwtPayload, newSignedInUser, nowS, sessionClaims, type TestUser } from "./sessions";

jest.setTimeout(90_000);

const admin = adminClient();
const opened: TestUser[] = [];
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

const AT = new Date("2075-03-01T10:00:00.000Z");
const staffActor = { uid: "credit-staff", role: "admin" } as const;
const numberOf = (n: string) => Number(n.slice(6));

describe("credit notes", () => {
  it("a cancel right after placing numbers the invoice, then writes a credit note of the whole order with its own number", async () => {
    const o = await placedOrder(AT, [2, 1]);
    const placed = await o.read();
    // Its invoice number is still to come (lib/orders/invoice-number.ts): the cancel gives it first.
    expect(placed).toMatchObject({ invoicePendingYear: 2075 });
    expect(placed.invoiceNumber).toBeUndefined();
    await changeOrderStatus({ orderId: o.id, to: "cancelled", actor: { uid: o.uid, role: "customer" } }, () => AT);
    const after = await o.read();
    expect(after.invoiceNumber).toMatch(/^2075-\d{6}$/);
    expect(after.invoicePendingYear).toBeUndefined();
    expect(after.total).toBe(placed.total);
    expect(after.creditNotes).toHaveLength(1);
    const note = after.creditNotes![0]!;
    expect(note.number).toMatch(/^C2075-\d{6}$/);
    expect(note).toMatchObject({ reason: "cancelled", total: placed.total, shipping: placed.shipping, tax: placed.tax!.total });
    expect(note.lines.map((l) => [l.index, l.quantity, l.amount])).toEqual(placed.lines.map((l, i) => [i, l.quantity, l.lineTotal]));
  });

  it("staff's refund of a delivered order writes one too, in the year of the refund", async () => {
    const o = await placedOrder(AT);
    await deliver(o.id, AT);
    await changeOrderStatus({ orderId: o.id, to: "refunded", actor: staffActor }, () => AT);
    const after = await o.read();
    expect(after.creditNotes).toEqual([expect.objectContaining({ reason: "refunded", total: after.total })]);
  });

  it("gives 8 cancels at once 8 consecutive numbers", async () => {
    const year = new Date("2076-02-01T10:00:00.000Z");
    const orders = await Promise.all(Array.from({ length: 8 }, () => placedOrder(year, [1])));
    await Promise.all(orders.map((o) => changeOrderStatus({ orderId: o.id, to: "cancelled", actor: staffActor }, () => year)));
    const numbers = (await Promise.all(orders.map((o) => o.read()))).map((o) => numberOf(o.creditNotes![0]!.number)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => numbers[0]! + i));
    const counter = await firestore().collection("creditNoteCounters").doc("2076").get();
    expect(counter.get("last")).toBe(numbers.at(-1));
  });

  it("an order from before invoices is cancelled without a credit note and still parses", async () => {
    const id = `FL-${Array.from(randomBytes(8), (b) => ORDER_ID_ALPHABET[b % ORDER_ID_ALPHABET.length]).join("")}`;
    const uid = uniq("old-buyer");
    await firestore().collection(ORDERS_COLLECTION).doc(id).create(testOrder({ total: 1500, status: "pending", createdAt: AT.toISOString(), uid, key: `old-${uniq("key")}` }));
    await changeOrderStatus({ orderId: id, to: "cancelled", actor: staffActor }, () => AT);
    const after = await getOrderOf(uid, id);
    expect(after).toMatchObject({ status: "cancelled" });
    expect(after!.creditNotes).toBeUndefined();
  });
});

describe("GET /api/orders/{id}/credit-notes/{number}", () => {
  const call = (orderId: string, number: string, cookie?: string) =>
    GET(new NextRequest(`http://127.0.0.1:3100${creditNoteHref(orderId, number)}`, { headers: cookie ? { cookie: `__session=${cookie}` } : {} }), {
      params: Promise.resolve({ id: orderId, number }),
    });

  const signedIn = () => newSignedInUser(opened);

  it("gives the customer and staff the PDF; a visitor, a forged or revoked cookie, another shopper and a number not the order's get 404", async () => {
    const owner = await signedIn();
    const o = await placedOrder(AT, [1], { uid: owner.uid, email: owner.email });
    await changeOrderStatus({ orderId: o.id, to: "cancelled", actor: { uid: owner.uid, role: "customer" } }, () => AT);
    const number = (await o.read()).creditNotes![0]!.number;

    const res = await call(o.id, number, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="credit-note-${number}.pdf"`);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const staff = await signedIn();
    await promoteToAdmin(staff.client);
    const staffSession = await createSession(await staff.client.auth.currentUser!.getIdToken(true));
    if (!staffSession.ok) throw new Error(staffSession.error);
    expect((await call(o.id, number, staffSession.cookie)).status).toBe(200);

    const other = await signedIn();
    const t = nowS();
    const forged = badlySignedJwt(sessionClaims(process.env.FIREBASE_PROJECT_ID!, owner.uid, { authTime: t, iat: t, exp: t + 3600 }));
    const refusedWith = async (cookie: string | undefined, n = number) => {
      const answer = await call(o.id, n, cookie);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("content-disposition")).toBeNull();
    };
    await refusedWith(undefined);
    await refusedWith(forged);
    await refusedWith(other.cookie);
    await refusedWith(owner.cookie, "C2075-999999");
    await refusedWith(owner.cookie, "2075-000001");
    await afterSecondOf(jwtPayload(owner.cookie).auth_time);
    await admin.auth.revokeRefreshTokens(owner.uid);
    await refusedWith(owner.cookie);
  });
});
