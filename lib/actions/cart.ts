"use server";
// The cart screen's check: every line against the catalogue as it is now. The browser sends
// product ids and the chosen colour/size only; prices and stock come from the server.
import { cartCheckInputSchema, checkLines } from "@/lib/cart/line-status";
import { getEntries, getProduct } from "@/lib/catalog/read";
import { defineAction } from "./define-action";

/**
 * Current price and stock of each line (or that it is gone). Anyone may ask: no session needed.
 * Answered from the catalogue index this server holds (no document read), so ids made up by the
 * caller cost nothing.
 */
export const checkCart = defineAction({ name: "cart.checkCart", access: "public", input: cartCheckInputSchema }, (lines) =>
  checkLines(lines, getEntries, getProduct),
);
