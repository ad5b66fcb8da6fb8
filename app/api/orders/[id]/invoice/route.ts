// GET /api/orders/{id}/invoice: the order's invoice as a PDF (lib/orders/invoice-file.ts), linked
// from the order in /my-account, from /orders for staff and from the confirmation email. Only the
// order's customer and staff get it; anyone else 404.
import type { NextRequest } from "next/server";
import { invoiceResponse } from "@/lib/orders/invoice-file";

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return invoiceResponse(request, (await params).id);
}
