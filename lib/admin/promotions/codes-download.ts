import "server-only";
// The response of a promotion's codes download (app/[locale]/(admin)/promotions/[id]/codes): the
// admin check on the request's own session cookie, then the CSV. Apart from the route so tests
// call it with a request of their own.
import type { NextRequest } from "next/server";
import { authorizeCookie } from "@/lib/auth/access";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { listSingleUseCodes } from "@/lib/promotions/write";
import { getPromotionForAdmin } from "./db";
import { codesCsv } from "./codes-csv";

export async function promotionCodesCsvResponse(request: NextRequest, id: string): Promise<Response> {
  const access = await authorizeCookie(request.cookies.get(SESSION_COOKIE)?.value, "admin");
  if (!access.ok) return new Response(null, { status: access.reason === "signed-out" ? 401 : 403, headers: { "Cache-Control": "private, no-store" } });
  const promotion = await getPromotionForAdmin(id);
  if (!promotion) return new Response(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const csv = codesCsv(await listSingleUseCodes(promotion.id));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="flone-codes-${promotion.id}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
