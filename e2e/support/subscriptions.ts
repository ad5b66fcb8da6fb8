// Subscriptions for e2e specs, made by the shop's own subscription code (subscribe.ts).
import { shopScript } from "./orders";

/**
 * A new product offering subscriptions, and a parent's cash-on-delivery subscription to it (2 units
 * every 2 weeks), made at `at` (default now: its next delivery two weeks on); answers its id.
 */
export const subscribeToNewProduct = (product: { id: string; name: string }, parent: { uid: string; email: string }, at?: Date): Promise<string> =>
  shopScript("subscribe.ts", [product.id, product.name, parent.uid, parent.email, ...(at ? [at.toISOString()] : [])]);
