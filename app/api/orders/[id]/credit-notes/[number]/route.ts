// GET /api/orders/{id}/credit-notes/{number}: one of the order's credit notes as a PDF
// (lib/orders/invoice-file.ts), linked from the order in /my-account and in /orders. Only the
// order's customer and staff get it; anyone else, and a number the order does not have, 404.
import type { NextRequest } from "next/server";
import { invoiceResponse } from "@/lib/orders/invoice-file";

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string; number: string }> }) {
  const { id, number } = await params;
  return invoiceResponse(request, id, number);
}
