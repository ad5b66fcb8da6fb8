// A discount with an offerEnd applies until that moment only. Reads pass products and entries
// through here, so an ended deal shows (and later charges) the full price without anyone having
// to edit the product.
import type { Product } from "@/lib/catalog/schema";
import type { CatalogEntry } from "./entry";

export function isDealOver(offerEnd: string | undefined, now: number): boolean {
  return offerEnd !== undefined && Date.parse(offerEnd) <= now;
}

export function withDealState(e: CatalogEntry, now: number): CatalogEntry {
  if (!isDealOver(e.offerEnd, now)) return e;
  const { offerEnd: _ended, ...rest } = e;
  void _ended;
  return { ...rest, discount: 0, finalPrice: e.price };
}

export function productWithDealState(p: Product, now: number): Product {
  if (!isDealOver(p.offerEnd, now)) return p;
  const { offerEnd: _ended, ...rest } = p;
  void _ended;
  return { ...rest, discount: 0 };
}

/** Milliseconds until the next running deal ends (for cache lifetimes), or undefined. */
export function msUntilNextDealEnd(entries: { offerEnd?: string }[], now: number): number | undefined {
  let next = Infinity;
  for (const e of entries) {
    const end = e.offerEnd ? Date.parse(e.offerEnd) : NaN;
    if (end > now && end < next) next = end;
  }
  return Number.isFinite(next) ? next - now : undefined;
}
