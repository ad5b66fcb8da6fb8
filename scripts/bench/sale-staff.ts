// The staff's side of `npm run bench:sale`: the demo admin, signed in over HTTP, saving products
// through the admin's own edit form action (adminProducts.update): a new price, and now and then
// more stock. The form is filled as the edit page fills it (productToForm of the stored product,
// then formToFields), so a save is refused as "stale" when an order took stock since it loaded;
// the units each accepted save added are recorded for the oversell check.
import { firestore } from "@/lib/firebase/admin";
import { formToFields, productToForm } from "@/lib/admin/products/form";
import { productDocSchema, totalStock, type Product } from "@/lib/catalog/schema";
import { signInWithPassword } from "./sale-accounts";
import { Browser, RequestFailed } from "./sale-browser";
import type { PhaseStats } from "./sale-stats";

export const DEMO_ADMIN = { email: "admin@flone.test", password: "admin-demo-123" };

/** The product as the edit page loads it. */
export async function loadProduct(id: string): Promise<Product> {
  const snap = await firestore().collection("products").doc(id).get();
  return { id, ...productDocSchema.parse(snap.data()) };
}

/** A product with `units` more of its first choice (its stock, or its first colour's first size). */
export function withMoreStock(p: Product, units: number): Product {
  if (p.variations.length === 0) return { ...p, stock: p.stock + units };
  const [first, ...rest] = p.variations;
  const [size, ...sizes] = first!.size;
  return { ...p, variations: [{ ...first!, size: [{ ...size!, stock: size!.stock + units }, ...sizes] }, ...rest] };
}

export type Staff = {
  /** Saves `change(product)` as the edit form does; answers whether it was saved (false: stale or refused). */
  save(id: string, change: (p: Product) => Product): Promise<boolean>;
  /** Units added per product by the saves accepted. */
  added: Map<string, number>;
};

/** The demo admin, signed in at `origin` (nginx, or one instance's own port). */
export async function signInStaff(origin: string, authEmulator: string, updateProductAction: string, stats: () => PhaseStats): Promise<Staff> {
  const browser = new Browser(origin, stats);
  await signInWithPassword(browser, authEmulator, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const added = new Map<string, number>();
  return {
    added,
    async save(id, change) {
      const before = await loadProduct(id);
      const after = change(before);
      const fields = formToFields(productToForm(after));
      try {
        const answer = await browser.action("admin write", `/products/${id}`, updateProductAction, [{ id, updatedAt: before.updatedAt, fields }]);
        if (!answer.ok) {
          if (answer.error === "conflict") stats().refused("admin save: product changed since loaded");
          else if (answer.error === "busy") stats().refused("admin save: busy");
          else stats().error(`admin write: action ${answer.error}`);
          return false;
        }
      } catch (error) {
        if (error instanceof RequestFailed) return false;
        throw error;
      }
      const units = totalStock(after) - totalStock(before);
      if (units !== 0) added.set(id, (added.get(id) ?? 0) + units);
      return true;
    },
  };
}
