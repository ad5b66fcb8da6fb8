// The shape of invoice numbers and of their yearly counter (lib/orders/invoice-number.ts). Pure.
import { z } from "zod";

/** invoiceCounters/{year}: the last invoice number given that year. Written by the server only. */
export const INVOICE_COUNTERS = "invoiceCounters";
export const invoiceCounterDocSchema = z.object({ last: z.number().int().min(1).max(999_999), updatedAt: z.string().datetime() });

/** "2026-000123". */
export const invoiceNumberSchema = z.string().regex(/^\d{4}-\d{6}$/);

export const formatInvoiceNumber = (year: number, n: number): string => `${year}-${String(n).padStart(6, "0")}`;
