// GET /api/orders/{id}/invoice: the order's invoice as a PDF (lib/orders/invoice-file.ts), linked
// from the order in /my-account, from /orders for staff and from the confirmation email. The
// session cookie is read from the request and verified with revocation. Whoever may not see the
// order (no session, a forged or revoked cookie, another shopper) gets 404, never "forbidden":
// that an order exists is not told. Never cached anywhere.
import { NextResponse, type NextRequest } from "next/server";
import { authorizeCookie } from "@/lib/auth/access";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { invoiceFileFor } from "@/lib/orders/invoice-file";

const PRIVATE = { "cache-control": "private, no-store" };

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const access = await authorizeCookie(request.cookies.get(SESSION_COOKIE)?.value, "user");
  const file = access.ok ? await invoiceFileFor(access.session, (await params).id) : null;
  if (!file) return NextResponse.json({ error: "not-found" }, { status: 404, headers: PRIVATE });
  return new NextResponse(new Uint8Array(file.pdf), {
    headers: {
      ...PRIVATE,
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "x-content-type-options": "nosniff",
    },
  });
}
