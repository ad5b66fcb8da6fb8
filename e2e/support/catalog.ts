// Products made by a spec behind the shop's back (firebase-admin, as a back-office script would):
// the shop's cached catalogue does not know them until it is told, through the endpoint such
// scripts call (POST /api/revalidate). Until then the account's cart drops them as gone. (A
// server started after the write knows it from the start.)
import { expect, type APIRequestContext } from "@playwright/test";
import type { Firestore } from "firebase-admin/firestore";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { productDocSchema, type Product } from "@/lib/catalog/schema";
import { LOCAL_REVALIDATE_SECRET } from "../../scripts/stack/index";
import { withFirestore } from "./firestore";

/** Store `product` and have the shop drop its cached catalogue for it. */
export async function addToCatalogue(request: APIRequestContext, product: Product): Promise<void> {
  await withFirestore((db) => db.runTransaction(async (tx) => writeProductInTransaction(db, tx, product)));
  const response = await request.post("/api/revalidate", { data: { scope: "catalog", id: product.id }, headers: { authorization: `Bearer ${LOCAL_REVALIDATE_SECRET}` } });
  expect(response.status()).toBe(200);
}

/**
 * A product of the spec's own: a copy of a seeded product without colours or sizes, with the
 * spec's id, SKU, name, price (cents) and stock, no reviews and no deal (the price shown is the
 * price set), written with the shop's catalogue code.
 */
export async function writeOwnProduct(db: Firestore, own: Pick<Product, "id" | "sku" | "name" | "price" | "stock">): Promise<void> {
  const seeded = await db.collection("products").limit(100).get();
  const template = seeded.docs.map((d) => productDocSchema.parse(d.data())).find((p) => !p.archived && p.variations.length === 0)!;
  const product: Product = { ...template, ...own, discount: 0, rating: 0, reviewCount: 0, ratingSum: 0 };
  delete product.offerEnd;
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, product));
}
