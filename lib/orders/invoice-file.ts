import "server-only";
// GET /api/orders/{id}/invoice: an order's invoice PDF, for the order's customer and for staff.
// Anyone else, and an order whose customer deleted their account (no buyer left to bill), gets
// null: the route answers 404, the same as for an order that does not exist.
import { firestore } from "@/lib/firebase/admin";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { toLocale } from "@/lib/i18n/routing";
import { mailTexts } from "@/lib/mail/render";
import { invoiceModel, type InvoiceTexts } from "./invoice";
import { renderInvoicePdf } from "./invoice-pdf";
import { isAnonymized, ORDERS_COLLECTION, orderDocSchema, orderIdSchema } from "./schema";

export type InvoiceFile = { fileName: string; pdf: Buffer };

export async function invoiceFileFor(viewer: { uid: string; admin: boolean }, rawOrderId: unknown): Promise<InvoiceFile | null> {
  const id = orderIdSchema.safeParse(rawOrderId);
  if (!id.success) return null;
  const order = parseSnapshot(await firestore().collection(ORDERS_COLLECTION).doc(id.data).get(), orderDocSchema);
  if (!order || isAnonymized(order)) return null;
  if (!viewer.admin && order.uid !== viewer.uid) return null;
  // In the order's language, like its emails (the texts of every namespace).
  const locale = toLocale(order.locale ?? "en");
  const t = await mailTexts(locale);
  const model = invoiceModel({ id: id.data, ...order }, locale, t as unknown as InvoiceTexts);
  return { fileName: `invoice-${order.invoiceNumber ?? id.data}.pdf`, pdf: await renderInvoicePdf(model) };
}
