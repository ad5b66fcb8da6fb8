// `tsx --conditions=react-server e2e/support/set-short-description.ts <id> <text>`: changes a
// product's short description in the test stack's Firestore the way the shop's own code writes
// products (lib/catalog/write.ts: product and index entry in one transaction). Prints the old one
// as JSON. A display-only field on purpose: tests running at the same time sort, filter, price
// and buy products, and must not see this one change under them.
import { writeProductInTransaction } from "@/lib/catalog/write";
import { fetchProduct } from "@/lib/catalog/db";
import { firestore } from "@/lib/firebase/admin";

async function main() {
  const [id, text] = process.argv.slice(2);
  const product = await fetchProduct(id ?? "");
  if (!product || text === undefined) throw new Error(`usage: set-short-description <existing id> <text> (got ${id})`);
  const db = firestore();
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, { ...product, shortDescription: text }));
  process.stdout.write(`${JSON.stringify(product.shortDescription)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
