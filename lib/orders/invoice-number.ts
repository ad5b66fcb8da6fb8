import "server-only";
// Invoice and credit-note numbers: "2026-000123" and "C2026-000012", each series sequential
// without gaps within a year. The year's counter ({series}/{year}: the last number given) is read
// with everything else the event reads and written in the event's own guarded commit
// (lib/firebase/optimistic.ts): two events that read the same count cannot both commit, and one
// that writes nothing (out of stock, a refused move, a repeated key) takes no number. The cost:
// every checkout of the shop races for one document, and every cancel or refund for another.
import type { DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { creditNoteSchema, isEmptyCredit, type Creditable, type Credit, type CreditNote, type CreditReason } from "./credit-note";
import { CREDIT_NOTE_COUNTERS, formatCreditNoteNumber, formatInvoiceNumber, invoiceCounterDocSchema, INVOICE_COUNTERS } from "./invoice-numbering";

type Series = { counters: string; format: (year: number, n: number) => string };
const INVOICES: Series = { counters: INVOICE_COUNTERS, format: formatInvoiceNumber };
const CREDIT_NOTES: Series = { counters: CREDIT_NOTE_COUNTERS, format: formatCreditNoteNumber };

const counterRef = (series: Series, at: Date) => firestore().collection(series.counters).doc(String(at.getUTCFullYear()));

/** In the event's commit: the next number after the counter as read in `snap`, guarded by the counter being unchanged since. */
function takeNumber(series: Series, batch: WriteBatch, snap: DocumentSnapshot, at: Date): string {
  const counter = parseSnapshot(snap, invoiceCounterDocSchema);
  // A damaged counter stops the event rather than give a number twice.
  if (snap.exists && !counter) throw new Error(`${snap.ref.path} is damaged: no number can be given`);
  const next = (counter?.last ?? 0) + 1;
  const doc = invoiceCounterDocSchema.parse({ last: next, updatedAt: at.toISOString() });
  // create() fails when a concurrent event made the year's counter first; update() when it moved it.
  if (snap.exists) batch.update(snap.ref, doc, unchangedSince(snap));
  else batch.create(snap.ref, doc);
  return series.format(at.getUTCFullYear(), next);
}

/** The counter of invoice numbers of the order's year (UTC). */
export const invoiceCounterRef = (at: Date) => counterRef(INVOICES, at);
export const takeInvoiceNumber = (batch: WriteBatch, snap: DocumentSnapshot, at: Date) => takeNumber(INVOICES, batch, snap, at);

/**
 * In the commit of a cancel, a refund or an accepted return: `credit` as a credit note with the
 * next number of the year, which the caller adds to the order's `creditNotes` in the same commit.
 * None for an order without an invoice (placed before invoices: nothing to credit against) or
 * when nothing is left to credit; then no number is taken.
 */
export async function issueCreditNote(
  batch: WriteBatch,
  order: Creditable & { invoiceNumber?: string },
  at: Date,
  reason: CreditReason,
  credit: Credit,
  returnId?: string,
): Promise<CreditNote | null> {
  if (!order.invoiceNumber || isEmptyCredit(credit)) return null;
  const snap = await counterRef(CREDIT_NOTES, at).get();
  const number = takeNumber(CREDIT_NOTES, batch, snap, at);
  return creditNoteSchema.parse({ number, at: at.toISOString(), reason, ...(returnId ? { returnId } : {}), ...credit });
}
