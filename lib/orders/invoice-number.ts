import "server-only";
// Invoice and credit-note numbers: "2026-000123" and "C2026-000012", each series sequential
// without gaps within a year, kept by a counter per series and year ({series}/{year}: the last
// number given).
//
// An invoice is numbered just AFTER its order's commit, not in it. The checkout commits the order
// without a number, marked with the year whose series will number it (INVOICE_PENDING_FIELD: its
// UTC year of placing), and touches no shared document. When every checkout wrote the year's
// counter, the checkouts of the whole shop raced for that one document (4x fewer checkouts/s on
// the emulator, BENCHMARKS.md; production Firestore sustains about one write a second to one
// document). The allocator (numberInvoices) numbers waiting orders in batches instead: one
// guarded commit (lib/firebase/optimistic.ts) reads the counter, THEN up to BATCH waiting orders of
// the year, oldest first, gives them the next numbers, removes their mark and moves the counter
// once: one counter write per batch, not per checkout.
// - Never a number twice: the commit is guarded by the counter being unchanged since it was read,
//   and it was read before the orders. An allocator that numbered any order this one found waiting
//   moved the counter after that read, so this commit fails; the next attempt reads again and
//   finds the next orders, or none. Each order is guarded too: one moved in between is read again.
// - No gap: the counter moves by exactly the orders numbered in the same commit.
// - A failed checkout (out of stock, refused, a repeated key) commits no order: it takes no number.
// It runs after each checkout's response (numberInvoicesAfterResponse, as the mail sender does),
// in the orders sweep (POST /api/jobs/unpaid) for what that missed, and on demand where the
// number is needed at once (invoiceNumberFor): the invoice download, and before a credit note.
// Credit notes are rare (a cancel, a refund, an accepted return): each takes its number in its
// move's own commit.
import { after } from "next/server";
import { FieldValue, type DocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { creditNoteSchema, isEmptyCredit, type Creditable, type Credit, type CreditNote, type CreditReason } from "./credit-note";
import {
  CREDIT_NOTE_COUNTERS,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  invoiceCounterDocSchema,
  INVOICE_COUNTERS,
  INVOICE_PENDING_FIELD,
  invoiceYearSchema,
} from "./invoice-numbering";
import { ORDERS_COLLECTION, orderRecordSchema } from "./schema";
import { log } from "@/lib/log";

type Series = { counters: string; format: (year: number, n: number) => string };
const INVOICES: Series = { counters: INVOICE_COUNTERS, format: formatInvoiceNumber };
const CREDIT_NOTES: Series = { counters: CREDIT_NOTE_COUNTERS, format: formatCreditNoteNumber };

/** Orders one allocator commit numbers at most (each is a write; a commit takes 500). */
export const INVOICE_BATCH = 100;

const counterRef = (series: Series, year: number) => firestore().collection(series.counters).doc(String(year));

/** In `batch`: the `count` numbers after the counter as read in `snap`, guarded by the counter being unchanged since. */
function takeNumbers(series: Series, batch: WriteBatch, snap: DocumentSnapshot, year: number, count: number, at: Date): string[] {
  const counter = parseSnapshot(snap, invoiceCounterDocSchema);
  // A damaged counter stops the numbering rather than give a number twice.
  if (snap.exists && !counter) throw new Error(`${snap.ref.path} is damaged: no number can be given`);
  const last = counter?.last ?? 0;
  const doc = invoiceCounterDocSchema.parse({ last: last + count, updatedAt: at.toISOString() });
  // create() fails when a concurrent commit made the year's counter first; update() when it moved it.
  if (snap.exists) batch.update(snap.ref, doc, unchangedSince(snap));
  else batch.create(snap.ref, doc);
  return Array.from({ length: count }, (_, i) => series.format(year, last + 1 + i));
}

const waitingOrders = (year: number, limit: number) =>
  firestore().collection(ORDERS_COLLECTION).where(INVOICE_PENDING_FIELD, "==", year).orderBy("createdAt").limit(limit).get();

/**
 * One allocator commit: numbers up to `limit` orders of `year` waiting for theirs, oldest first.
 * Returns how many this call numbered (0: none waiting, or another allocator took them).
 * Throws ContentionError when every attempt lost a race (the next run numbers them).
 */
export async function numberInvoiceBatch(year: number, now: () => Date = () => new Date(), limit = INVOICE_BATCH): Promise<number> {
  const db = firestore();
  return commitOptimistically(db, async (batch) => {
    // The counter first, then the orders: see the header.
    const counter = await counterRef(INVOICES, year).get();
    const waiting = await waitingOrders(year, limit);
    if (waiting.empty) return { result: 0 };
    const numbers = takeNumbers(INVOICES, batch, counter, year, waiting.size, now());
    waiting.docs.forEach((order, i) => {
      batch.update(order.ref, { invoiceNumber: numbers[i], [INVOICE_PENDING_FIELD]: FieldValue.delete() }, unchangedSince(order));
    });
    return { result: waiting.size, batch };
  });
}

/** Every order of `year` waiting for its number, batch after batch. Returns how many this call numbered. */
export async function numberInvoices(year: number, now: () => Date = () => new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await numberInvoiceBatch(year, now);
    total += n;
    if (n < INVOICE_BATCH) return total;
  }
}

/** The sweep's share: orders waiting in this year and the last (placed just before the New Year). */
export async function numberWaitingInvoices(now: () => Date = () => new Date()): Promise<number> {
  const year = now().getUTCFullYear();
  return (await numberInvoices(year - 1, now)) + (await numberInvoices(year, now));
}

/**
 * One run per year at a time in this process: checkouts that finish during a run ask for one more
 * run after it, instead of each racing the others for the counter.
 */
const runs = new Map<number, { again: boolean }>();
async function numberCoalesced(year: number): Promise<void> {
  const running = runs.get(year);
  if (running) {
    running.again = true;
    return;
  }
  const run = { again: true };
  runs.set(year, run);
  try {
    while (run.again) {
      run.again = false;
      await numberInvoices(year);
    }
  } finally {
    runs.delete(year);
  }
}

/**
 * After a checkout's response (Next's after()): number its order, and any other waiting of this
 * year, within moments. Outside a request (a script, a test) there is no after(); nor does this
 * look at last year (an order placed in the last instant of a year): the sweep numbers those.
 */
export function numberInvoicesAfterResponse(): void {
  try {
    after(() => numberCoalesced(new Date().getUTCFullYear()).catch((error: unknown) => log.error("invoices: numbering after the response failed", { error })));
  } catch {
    // not in a request
  }
}

const numberFieldsSchema = orderRecordSchema.pick({ invoiceNumber: true, invoicePendingYear: true });

/**
 * The order's invoice number, given now if it is still waiting for it (with the older orders of
 * its year first). Null for an order without one to come (placed before invoices) or not found.
 */
export async function invoiceNumberFor(orderId: string, now: () => Date = () => new Date()): Promise<string | null> {
  const ref = firestore().collection(ORDERS_COLLECTION).doc(orderId);
  for (let numberedNone = false; ; ) {
    const snap = await ref.get();
    const fields = numberFieldsSchema.safeParse(snap.data() ?? {});
    if (!snap.exists || !fields.success) return null;
    const { invoiceNumber, invoicePendingYear } = fields.data;
    if (invoiceNumber || invoicePendingYear === undefined) return invoiceNumber ?? null;
    // Numbered by nobody, and still waiting: it cannot be (the allocator finds every waiting order).
    if (numberedNone) throw new Error(`${ref.path} waits for an invoice number the allocator does not give`);
    numberedNone = (await numberInvoiceBatch(invoiceYearSchema.parse(invoicePendingYear), now)) === 0;
  }
}

/**
 * In the commit of a cancel, a refund or an accepted return: `credit` as a credit note with the
 * next number of the year, which the caller adds to the order's `creditNotes` in the same commit.
 * None for an order without an invoice (placed before invoices: nothing to credit against) or
 * when nothing is left to credit; then no number is taken. The caller numbers a waiting invoice
 * first (invoiceNumberFor): a credit note always credits a numbered invoice.
 */
export async function issueCreditNote(
  batch: WriteBatch,
  order: Creditable & { invoiceNumber?: string; invoicePendingYear?: number },
  at: Date,
  reason: CreditReason,
  credit: Credit,
  returnId?: string,
): Promise<CreditNote | null> {
  if (order.invoicePendingYear !== undefined && !order.invoiceNumber) throw new Error("the order waits for its invoice number: number it first (invoiceNumberFor)");
  if (!order.invoiceNumber || isEmptyCredit(credit)) return null;
  const year = at.getUTCFullYear();
  const snap = await counterRef(CREDIT_NOTES, year).get();
  const [number] = takeNumbers(CREDIT_NOTES, batch, snap, year, 1, at);
  return creditNoteSchema.parse({ number, at: at.toISOString(), reason, ...(returnId ? { returnId } : {}), ...credit });
}
