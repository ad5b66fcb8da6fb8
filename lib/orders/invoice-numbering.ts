// The shape of invoice and credit-note numbers and of their yearly counters
// (lib/orders/invoice-number.ts). Pure.
import { z } from "zod";

/** invoiceCounters/{year}: the last invoice number given that year. Written by the server only. */
export const INVOICE_COUNTERS = "invoiceCounters";
/** creditNoteCounters/{year}: the last credit-note number given that year, a series of its own. */
export const CREDIT_NOTE_COUNTERS = "creditNoteCounters";
/**
 * On an order placed but not numbered yet: the year (UTC, of its placing) whose series will number
 * it. The allocator finds orders by it and removes it when it gives the number.
 */
export const INVOICE_PENDING_FIELD = "invoicePendingYear";
export const invoiceYearSchema = z.number().int().min(2000).max(9999);
export const invoiceCounterDocSchema = z.object({ last: z.number().int().min(1).max(999_999), updatedAt: z.string().datetime() });

/** "2026-000123". */
export const invoiceNumberSchema = z.string().regex(/^\d{4}-\d{6}$/);
/** "C2026-000012". */
export const creditNoteNumberSchema = z.string().regex(/^C\d{4}-\d{6}$/);

export const formatInvoiceNumber = (year: number, n: number): string => `${year}-${String(n).padStart(6, "0")}`;
export const formatCreditNoteNumber = (year: number, n: number): string => `C${formatInvoiceNumber(year, n)}`;
