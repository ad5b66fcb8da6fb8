// GET /api/orders/{id}/invoice, the route handler called directly with Request objects against the
// emulators: the order's customer and staff get its invoice PDF; a visitor without a session, a
// forged cookie, a revoked one and another shopper get 404 and no file. Orders are made by
// placeOrder.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/orders/[id]/invoice/route";
import { createSession } from "@/lib/auth/session";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { placeOrder } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { invoiceHref } from "@/lib/routes";
import { adminClient, promoteToAdmin, uniq } from "./clients";
import { afterSecondOf, badlySignedJwt, jwtPayload, newSignedInUser, nowS, sessionClaims, type TestUser } from "./sessions";

jest.setTimeout(60_000);

const admin = adminClient();
const opened: TestUser[] = [];
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

const call = (orderId: string, cookie?: string) =>
  GET(new NextRequest(`http://127.0.0.1:3100${invoiceHref(orderId)}`, { headers: cookie ? { cookie: `__session=${cookie}` } : {} }), { params: Promise.resolve({ id: orderId }) });

const signedIn = () => newSignedInUser(opened);

async function orderOf(u: { uid: string; email: string }): Promise<string> {
  const p = testProduct(uniq("invoice-route"), { stock: 5, variations: [] });
  await firestore().runTransaction(async (tx) => writeProductInTransaction(firestore(), tx, p));
  const outcome = await placeOrder(u, {
    idempotencyKey: randomUUID(),
    lines: [{ id: p.id, quantity: 2 }],
    billing: { kind: "new", address: TEST_ADDRESS },
    shipping: { kind: "same" },
    shippingMethod: "standard",
    paymentMethod: "bank-transfer",
  });
  if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
  return outcome.orderId;
}

const isPdf = async (res: Response) => Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString("latin1") === "%PDF-";

describe("GET /api/orders/{id}/invoice", () => {
  it("gives the order's customer and staff its PDF, named by its invoice number, given at once to an order just placed", async () => {
    const owner = await signedIn();
    const orderId = await orderOf(owner);
    // Just placed: its number is still to come (lib/orders/invoice-number.ts)...
    expect((await getOrderOf(owner.uid, orderId))!.invoiceNumber).toBeUndefined();
    const res = await call(orderId, owner.cookie);
    // ...and the download gave it.
    const { invoiceNumber } = (await getOrderOf(owner.uid, orderId))!;
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await isPdf(res)).toBe(true);

    const staff = await signedIn();
    await promoteToAdmin(staff.client);
    const staffSession = await createSession(await staff.client.auth.currentUser!.getIdToken(true));
    if (!staffSession.ok) throw new Error(staffSession.error);
    const asStaff = await call(orderId, staffSession.cookie);
    expect(asStaff.status).toBe(200);
    expect(await isPdf(asStaff)).toBe(true);
  });

  it("answers 404 and no file to a visitor, a forged cookie, another shopper and a revoked cookie, and for a bad id", async () => {
    const owner = await signedIn();
    const orderId = await orderOf(owner);
    const other = await signedIn();
    const t = nowS();
    const forged = badlySignedJwt(sessionClaims(process.env.FIREBASE_PROJECT_ID!, owner.uid, { authTime: t, iat: t, exp: t + 3600 }));
    const refusedWith = async (cookie: string | undefined, id = orderId) => {
      const res = await call(id, cookie);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-disposition")).toBeNull();
      expect(await res.json()).toEqual({ error: "not-found" });
    };
    await refusedWith(undefined);
    await refusedWith("garbage");
    await refusedWith(forged);
    await refusedWith(other.cookie);
    await refusedWith(owner.cookie, "FL-NOTHERE");
    await refusedWith(owner.cookie, "../../users");
    expect((await call(orderId, owner.cookie)).status).toBe(200); // control: the owner's cookie works
    await afterSecondOf(jwtPayload(owner.cookie).auth_time);
    await admin.auth.revokeRefreshTokens(owner.uid);
    await refusedWith(owner.cookie);
  });
});
