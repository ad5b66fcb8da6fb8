import "server-only";
// The dashboard's first figures, from Firestore count() aggregations: one cheap read per 1,000
// documents counted, never a download of the collections.
import { firestore } from "@/lib/firebase/admin";

export type StoreCounts = { products: number; customers: number; orders: number };

export async function storeCounts(): Promise<StoreCounts> {
  const db = firestore();
  const count = async (collection: string) => {
    const snap = await db.collection(collection).count().get();
    const n = snap.data().count;
    return n;
  };
  const [products, customers, orders] = await Promise.all([count("products"), count("users"), count("orders")]);
  return { products, customers, orders };
}
