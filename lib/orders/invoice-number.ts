import "server-only";
// Invoice numbers: "2026-000123", sequential without gaps within a year. The year's counter
// (invoiceCounters/{year}: the last number given) is read with everything else a checkout reads
// and written in the order's own guarded commit (lib/firebase/optimistic.ts): two checkouts that
// read the same count cannot both commit, and a checkout that writes nothing (out of stock, the
// cap on unpaid orders, a repeated key) takes no number. The cost: every checkout of the shop
// races for this one document, so checkouts commit one after another.
import type { DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { formatInvoiceNumber, invoiceCounterDocSchema, INVOICE_COUNTERS } from "./invoice-numbering";

/** The counter of invoice numbers of the order's year (UTC). */
export const invoiceCounterRef = (at: Date) => firestore().collection(INVOICE_COUNTERS).doc(String(at.getUTCFullYear()));

/** In the order's commit: the next number after the counter as read in `snap`, guarded by the counter being unchanged since. */
export function takeInvoiceNumber(batch: WriteBatch, snap: DocumentSnapshot, at: Date): string {
  const counter = parseSnapshot(snap, invoiceCounterDocSchema);
  // A damaged counter stops checkouts rather than give a number twice.
  if (snap.exists && !counter) throw new Error(`${snap.ref.path} is damaged: no invoice number can be given`);
  const next = (counter?.last ?? 0) + 1;
  const doc = invoiceCounterDocSchema.parse({ last: next, updatedAt: at.toISOString() });
  // create() fails when a concurrent checkout made the year's counter first; update() when it moved it.
  if (snap.exists) batch.update(snap.ref, doc, unchangedSince(snap));
  else batch.create(snap.ref, doc);
  return formatInvoiceNumber(at.getUTCFullYear(), next);
}
