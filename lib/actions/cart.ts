"use server";
// The cart screen's check: every line against the catalogue as it is now. The browser sends
// product ids and the chosen colour/size only; prices and stock come from the server.
import { cartCheckInputSchema, lineStatus } from "@/lib/cart/line-status";
import { getProduct } from "@/lib/catalog/read";
import type { Product } from "@/lib/schemas";
import { defineAction } from "./define-action";

/** Current price and stock of each line (or that it is gone). Anyone may ask: no session needed. */
export const checkCart = defineAction({ name: "cart.checkCart", access: "public", input: cartCheckInputSchema }, async (lines) => {
  const ids = [...new Set(lines.map((l) => l.id))];
  // One cached read per product ('use cache', tagged product:<id>).
  const products = new Map<string, Product | null>(await Promise.all(ids.map(async (id) => [id, await getProduct(id)] as const)));
  return lines.map((l) => lineStatus(products.get(l.id) ?? null, l));
});
