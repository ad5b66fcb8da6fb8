import "server-only";
// GET /api/orders/{id}/invoice and /api/orders/{id}/credit-notes/{number}: an order's invoice, or
// one of its credit notes, as a PDF, for the order's customer and for staff. Anyone else, an
// order whose customer deleted their account (no buyer left to bill) and a credit note the order
// does not have get null: the route answers 404, the same as for an order that does not exist.
import { NextResponse, type NextRequest } from "next/server";
import { authorizeCookie } from "@/lib/auth/access";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { firestore } from "@/lib/firebase/admin";
import { ContentionError } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { toLocale } from "@/lib/i18n/routing";
import { mailTexts } from "@/lib/mail/render";
import { invoiceModel, type InvoiceTexts } from "./invoice";
import { invoiceNumberFor } from "./invoice-number";
import { creditNoteNumberSchema } from "./invoice-numbering";
import { renderInvoicePdf } from "./invoice-pdf";
import { isAnonymized, ORDERS_COLLECTION, orderDocSchema, orderIdSchema } from "./schema";

export type InvoiceFile = { fileName: string; pdf: Buffer };

/** `rawCreditNote`: that credit note's number, for it instead of the invoice. */
export async function invoiceFileFor(viewer: { uid: string; admin: boolean }, rawOrderId: unknown, rawCreditNote?: unknown): Promise<InvoiceFile | null> {
  const id = orderIdSchema.safeParse(rawOrderId);
  const number = rawCreditNote === undefined ? null : creditNoteNumberSchema.safeParse(rawCreditNote);
  if (!id.success || (number && !number.success)) return null;
  const ref = firestore().collection(ORDERS_COLLECTION).doc(id.data);
  const read = async () => parseSnapshot(await ref.get(), orderDocSchema);
  let order = await read();
  if (!order || isAnonymized(order)) return null;
  if (!viewer.admin && order.uid !== viewer.uid) return null;
  // Just placed: its number is given now rather than a moment later (lib/orders/invoice-number.ts).
  if (order.invoicePendingYear !== undefined && !order.invoiceNumber) {
    await invoiceNumberFor(id.data);
    order = await read();
    if (!order || isAnonymized(order)) return null;
  }
  const creditNote = number ? order.creditNotes?.find((n) => n.number === number.data) : undefined;
  if (number && !creditNote) return null;
  // In the order's language, like its emails (the texts of every namespace).
  const locale = toLocale(order.locale ?? "en");
  const t = await mailTexts(locale);
  const model = invoiceModel({ id: id.data, ...order }, locale, t as unknown as InvoiceTexts, creditNote);
  const fileName = creditNote ? `credit-note-${creditNote.number}.pdf` : `invoice-${order.invoiceNumber ?? id.data}.pdf`;
  return { fileName, pdf: await renderInvoicePdf(model) };
}

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * The route handlers' answer. The session cookie is read from the request and verified with
 * revocation. Whoever may not see the order (no session, a forged or revoked cookie, another
 * shopper) gets 404, never "forbidden": that an order exists is not told. Never cached anywhere.
 */
export async function invoiceResponse(request: NextRequest, orderId: string, creditNote?: string): Promise<NextResponse> {
  const access = await authorizeCookie(request.cookies.get(SESSION_COOKIE)?.value, "user");
  let file: InvoiceFile | null;
  try {
    file = access.ok ? await invoiceFileFor(access.session, orderId, creditNote) : null;
  } catch (error) {
    // Numbering a just-placed order lost every race for the counter: a moment later it is numbered.
    if (!(error instanceof ContentionError)) throw error;
    return NextResponse.json({ error: "busy" }, { status: 503, headers: { ...PRIVATE, "retry-after": "1" } });
  }
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
