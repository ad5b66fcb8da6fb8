import "server-only";
// The /dash figures of subscriptions, read per request like the rest of the overview (nothing
// cached: a change shows at the next visit):
// - active subscriptions: one count() aggregation (status == active);
// - the next 30 days' expected goods (./subscription-forecast.ts): the active subscriptions whose
//   next delivery falls before the window's end, one bounded query (status + nextDate, the
//   delivery job's own index) selecting only what the forecast needs: one small document per
//   subscription delivering in the window, about as many as the deliveries the month will place,
//   never the others; then their products (the few subscribed ones) in one getAll.
import { firestore } from "@/lib/firebase/admin";
import { productDocSchema, type Product } from "@/lib/catalog/schema";
import { SUBSCRIPTIONS_COLLECTION, subscriptionDocSchema } from "@/lib/subscriptions/schema";
import { forecastWindow, subscriptionForecast, type Forecast } from "./subscription-forecast";

export type SubscriptionFigures = { active: number; forecast: Forecast };

const FORECAST_FIELDS = ["productId", "quantity", "intervalWeeks", "nextDate"] as const;
const forecastSchema = subscriptionDocSchema.pick({ productId: true, quantity: true, intervalWeeks: true, nextDate: true });

export async function subscriptionFigures(now: Date = new Date()): Promise<SubscriptionFigures> {
  const db = firestore();
  const active = db.collection(SUBSCRIPTIONS_COLLECTION).where("status", "==", "active");
  const { end } = forecastWindow(now);
  const [count, due] = await Promise.all([
    active.count().get(),
    active
      .where("nextDate", "<", end)
      .select(...FORECAST_FIELDS)
      .get(),
  ]);
  const activeCount = count.data().count;
  const subs = due.docs.flatMap((d) => {
    const parsed = forecastSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  const ids = [...new Set(subs.map((s) => s.productId))];
  const products = new Map<string, Product>();
  if (ids.length > 0) {
    const snaps = await db.getAll(...ids.map((id) => db.collection("products").doc(id)));
    for (const snap of snaps) {
      const parsed = snap.exists ? productDocSchema.safeParse(snap.data()) : null;
      if (parsed?.success) products.set(snap.id, { id: snap.id, ...parsed.data });
    }
  }
  return { active: activeCount, forecast: subscriptionForecast(subs, products, now) };
}
