// Products made by a spec behind the shop's back (firebase-admin, as a back-office script would):
// the shop's cached catalogue does not know them until it is told, through the endpoint such
// scripts call (POST /api/revalidate). Until then the account's cart drops them as gone.
import { expect, type APIRequestContext } from "@playwright/test";
import { writeProductInTransaction } from "@/lib/catalog/write";
import type { Product } from "@/lib/catalog/schema";
import { LOCAL_REVALIDATE_SECRET } from "../../scripts/stack/index";
import { withFirestore } from "./firestore";

/** Store `product` and have the shop drop its cached catalogue for it. */
export async function addToCatalogue(request: APIRequestContext, product: Product): Promise<void> {
  await withFirestore((db) => db.runTransaction(async (tx) => writeProductInTransaction(db, tx, product)));
  const response = await request.post("/api/revalidate", { data: { scope: "catalog", id: product.id }, headers: { authorization: `Bearer ${LOCAL_REVALIDATE_SECRET}` } });
  expect(response.status()).toBe(200);
}
