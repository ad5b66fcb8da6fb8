// A promotion's single-use codes as a CSV download (code, the order that used it, when made), for
// admins only: checked here again, on the request's own cookie (the proxy's check is only the fast
// path). Never cached.
import type { NextRequest } from "next/server";
import { promotionCodesCsvResponse } from "@/lib/admin/promotions/codes-download";

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return promotionCodesCsvResponse(request, (await params).id);
}
