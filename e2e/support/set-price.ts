// `tsx --conditions=react-server e2e/support/set-price.ts <id> <cents>`: changes a product's
// price in the test stack's Firestore the way the shop's own code writes products
// (lib/catalog/write.ts: product and index entry in one transaction). Prints the old price.
import { writeProductInTransaction } from "@/lib/catalog/write";
import { fetchProduct } from "@/lib/catalog/db";
import { firestore } from "@/lib/firebase/admin";

async function main() {
  const [id, cents] = process.argv.slice(2);
  const product = await fetchProduct(id ?? "");
  if (!product || !Number.isInteger(Number(cents))) throw new Error(`usage: set-price <existing id> <cents> (got ${id} ${cents})`);
  const db = firestore();
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, { ...product, price: Number(cents) }));
  // A string, not a number: console.log colours numbers when FORCE_COLOR is set (Playwright sets it).
  process.stdout.write(`${product.price}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
