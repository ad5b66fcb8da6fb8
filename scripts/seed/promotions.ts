// Demo promotions: a code anyone can try (DEMO_CODE, named in the README), an automatic offer, a
// newsletter subscribers' code, a first-order code, a code with few uses and one that has ended.
// Emulator only, like the demo orders (scripts/seed/run.ts). Seeding again starts them afresh:
// each promotion is deleted with its counts (usage, accounts) and its codes, then written again.
import type { Firestore } from "firebase-admin/firestore";
import { PROMOTION_CODES_COLLECTION, PROMOTIONS_COLLECTION, promotionCodeDocSchema, promotionDocSchema, type Promotion } from "@/lib/promotions/schema";

/** The code the README offers a newcomer: 10 % off any order, as often as they like. */
export const DEMO_CODE = "WELCOME10";
/** The automatic offer's product: every third pack free. */
export const DEMO_OFFER_PRODUCT = "biodegradable-bamboo-wipes-4-pack";

const DAY = 86_400_000;
const ALL_CLASSES = { product: true, order: true, delivery: true };

export function demoPromotions(now: Date): Promotion[] {
  const at = new Date(now.getTime() - 30 * DAY).toISOString();
  const base = { description: "", status: "active" as const, conditions: { firstOrderOnly: false, subscribersOnly: false, excludeDiscounted: false }, limits: {}, combinesWith: ALL_CLASSES, createdAt: at, updatedAt: at };
  return [
    { ...base, id: "welcome-10", name: "Welcome: 10% off", trigger: "code", code: DEMO_CODE, benefit: { kind: "order-percent", percent: 10 }, description: "The demo code anyone can try." },
    {
      ...base,
      id: "bamboo-wipes-3-for-2",
      name: "Bamboo wipes: 3 for 2",
      trigger: "automatic",
      benefit: { kind: "buy-x-get-y", buy: 2, get: 1, maxFree: 3, target: { productIds: [DEMO_OFFER_PRODUCT], categories: [] } },
    },
    {
      ...base,
      id: "newsletter-15",
      name: "Subscribers: 15% off",
      trigger: "code",
      code: "NEWS15",
      benefit: { kind: "order-percent", percent: 15 },
      conditions: { ...base.conditions, subscribersOnly: true, excludeDiscounted: true },
      limits: { perAccount: 1 },
      combinesWith: { product: true, order: false, delivery: true },
    },
    {
      ...base,
      id: "first-order-5",
      name: "First order: $5 off",
      trigger: "code",
      code: "FIRST5",
      benefit: { kind: "order-amount", amount: 500 },
      conditions: { ...base.conditions, firstOrderOnly: true, minSubtotal: 3000 },
      limits: { perAccount: 1 },
    },
    {
      ...base,
      id: "free-express-20",
      name: "Free express delivery",
      trigger: "code",
      code: "EXPRESS20",
      benefit: { kind: "free-delivery", methods: ["express"] },
      limits: { totalUses: 20 },
    },
    {
      ...base,
      id: "summer-sale-25",
      name: "Summer sale: 25% off",
      trigger: "code",
      code: "SUMMER25",
      benefit: { kind: "order-percent", percent: 25 },
      conditions: { ...base.conditions, startsAt: new Date(now.getTime() - 120 * DAY).toISOString(), endsAt: new Date(now.getTime() - 60 * DAY).toISOString() },
    },
  ];
}

/** Write the demo promotions (emulator only: the caller checks). Returns how many. */
export async function seedPromotions(db: Firestore, now: Date): Promise<number> {
  const list = demoPromotions(now);
  for (const p of list) {
    const ref = db.collection(PROMOTIONS_COLLECTION).doc(p.id);
    // Its counts (usage, accounts) go with it: a fresh seed has used nothing.
    await db.recursiveDelete(ref);
    // Its codes too, single-use ones made in bulk included (any number: a batch takes 500 writes).
    const codes = await db.collection(PROMOTION_CODES_COLLECTION).where("promotionId", "==", p.id).select().get();
    const writer = db.bulkWriter();
    for (const d of codes.docs) void writer.delete(d.ref);
    await writer.close();
    const batch = db.batch();
    const { id, ...doc } = p;
    batch.set(ref, promotionDocSchema.parse(doc));
    if (p.code) batch.set(db.collection(PROMOTION_CODES_COLLECTION).doc(p.code), promotionCodeDocSchema.parse({ promotionId: id, singleUse: false, createdAt: p.createdAt }));
    await batch.commit();
  }
  return list.length;
}
