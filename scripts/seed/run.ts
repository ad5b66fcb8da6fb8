// The seed as a library: scripts/seed.ts (CLI), the stack launcher, benchmarks and e2e set-up
// call seed(). Writes the demo catalogue (through replaceCatalog, which also rebuilds the
// catalogue index) and its reviews (products/{id}/reviews), the blog posts, the demo accounts, and demo customers with their orders
// (scripts/seed/orders.ts: about 150 over the last 90 days, 8 of them the demo shopper's), and
// the demo shopper's baby registry (scripts/seed/registry.ts), the demo promotions (scripts/seed/promotions.ts)
// and the search's starting synonyms (scripts/seed/synonyms.ts).
//
// Safety: it refuses to run unless FIRESTORE_EMULATOR_HOST is set, or the caller passes
// allowProduction (CLI: --i-know-this-is-production). Even then, against a real project it never
// creates the demo accounts (their passwords are public), the demo customers or their orders,
// and a reset never deletes users, orders or Auth accounts.
import { PROMOTION_CODES_COLLECTION, PROMOTIONS_COLLECTION } from "@/lib/promotions/schema";
import { DEMO_CODE, seedPromotions } from "./promotions";
import type { Firestore } from "firebase-admin/firestore";
import { firestore, adminAuth } from "@/lib/firebase/admin";
import { deleteCollection, replaceCatalog } from "@/lib/catalog/write";
import { migrateInlineReviews } from "@/lib/catalog/review-migration";
import { REVIEWS_COLLECTION } from "@/lib/catalog/review-rules";
import { INDEX_COLLECTION, INDEX_META_DOC } from "@/lib/catalog/entry";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { postSchema } from "@/lib/blog/schema";
import { backfillProfileSearch } from "@/lib/users/profile";
import { DEFAULT_PRODUCT_COUNT, makeCatalog, makePosts, type SeededReview } from "./catalog";
import { seedOrders } from "./orders";
import { DEMO_REGISTRY_SLUG, seedRegistry } from "./registry";
import { seedSynonyms } from "./synonyms";
import { deleteAllAuthUsers, seedUsers } from "./users";

export interface SeedOptions {
  /** Number of products (default 124, the curated catalogue; more = generated bundles). */
  products?: number;
  /**
   * Wipe products, posts, the catalogue index shards (and, on the emulator, users, orders and
   * Auth accounts) first. catalogIndex/meta is kept so the index version only ever grows.
   */
  reset?: boolean;
  log?: (s: string) => void;
  /**
   * The reference time for createdAt, deals and post dates. Defaults to the start of the
   * current UTC day, so seeding twice on the same day writes identical documents.
   */
  now?: Date;
  /** Allow running without FIRESTORE_EMULATOR_HOST, i.e. against a real Firebase project. */
  allowProduction?: boolean;
}

export interface SeedResult {
  products: number;
  posts: number;
  /** Demo accounts one can sign in with (admin, shopper). */
  users: number;
  /** Demo customers (accounts without a password) who placed the demo orders. */
  customers: number;
  orders: number;
}

/** What a reset wipes on the emulator (a real project: only the catalogue and posts). */
export const SEEDED_COLLECTIONS = ["products", "posts", "users", ORDERS_COLLECTION, PROMOTIONS_COLLECTION, PROMOTION_CODES_COLLECTION, INDEX_COLLECTION] as const;

export type SeedTarget = "emulator" | "production";

/** Where a seed would write, or an Error if that is not allowed. Exported for tests. */
export function seedTarget(env: Record<string, string | undefined>, allowProduction = false): SeedTarget {
  if (env.FIRESTORE_EMULATOR_HOST) {
    if (!env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        "Refusing to seed: FIRESTORE_EMULATOR_HOST is set but FIREBASE_AUTH_EMULATOR_HOST is not, " +
          "so the demo accounts would be created in a real Firebase Auth project. Set both.",
      );
    }
    return "emulator";
  }
  if (!allowProduction) {
    throw new Error(
      "Refusing to seed: FIRESTORE_EMULATOR_HOST is not set, so this would write to a real Firebase project " +
        "(and --reset would wipe its catalogue). Start the emulators (npm run dev) or, if you really mean it, " +
        "pass --i-know-this-is-production.",
    );
  }
  return "production";
}

/**
 * Every product's reviews become the demo ones (emulator only: the products' figures were just
 * written from them): reviews posted on the stack since (dev, e2e runs) go, so the figures match.
 */
async function replaceReviews(db: Firestore, reviews: readonly SeededReview[]): Promise<void> {
  const old = await db.collectionGroup(REVIEWS_COLLECTION).select().get();
  const writer = db.bulkWriter();
  for (const d of old.docs) void writer.delete(d.ref);
  await writer.flush();
  for (const { productId, review } of reviews) void writer.set(db.collection("products").doc(productId).collection(REVIEWS_COLLECTION).doc(review.uid!), review);
  await writer.close();
}

/** Start of the current UTC day. */
export function seedNow(date = new Date()): Date {
  return new Date(Math.floor(date.getTime() / 86_400_000) * 86_400_000);
}

export async function seed(opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const target = seedTarget(process.env, opts.allowProduction);
  const count = opts.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 0) throw new Error(`Bad product count: ${count}`);
  const now = opts.now ?? seedNow();
  const db = firestore();
  const auth = adminAuth();
  const timed = async <T>(label: string, f: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await f();
    log(`${label} (${((performance.now() - t0) / 1000).toFixed(2)} s)`);
    return out;
  };

  log(`Seeding ${target === "emulator" ? `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}` : "a REAL Firebase project"} (project ${process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? "?"}), reference date ${now.toISOString().slice(0, 10)}`);

  if (opts.reset) {
    const wiped = target === "emulator" ? SEEDED_COLLECTIONS : (["products", "posts", INDEX_COLLECTION] as const);
    await timed(`Reset: deleted ${wiped.join(", ")}`, async () => {
      for (const name of wiped) {
        if (name !== INDEX_COLLECTION) await deleteCollection(db, name);
      }
      // The index shards go, but not catalogIndex/meta: its version must keep growing, or a
      // server that cached version 1 before the reset would not notice the new index.
      const shards = await db.collection(INDEX_COLLECTION).select().get();
      const batch = db.batch();
      for (const d of shards.docs) if (d.id !== INDEX_META_DOC) batch.delete(d.ref);
      await batch.commit();
    });
    if (target === "emulator") {
      const n = await timed("Reset: deleted Auth accounts", () => deleteAllAuthUsers(auth));
      log(`  ${n} Auth accounts removed`);
    }
  }

  const migrated = await timed("Moved reviews kept inside product documents to their own", () => migrateInlineReviews(db));
  if (migrated > 0) log(`  ${migrated} products had inline reviews`);
  const catalog = await timed(`Generated ${count} products`, async () => makeCatalog(count, now));
  // A real shop's reviews come from its customers: the demo reviews (and their figures) stay local.
  const products = target === "emulator" ? catalog.products : catalog.products.map((p) => ({ ...p, reviewCount: 0, ratingSum: 0, rating: 0 }));
  await timed(`Wrote ${count} products and the catalogue index`, () => replaceCatalog(db, products));
  if (target === "emulator") {
    await timed(`Wrote ${catalog.reviews.length} demo reviews`, () => replaceReviews(db, catalog.reviews));
  }

  const posts = makePosts(now);
  await timed(`Wrote ${posts.length} blog posts`, async () => {
    const batch = db.batch();
    for (const p of posts) batch.set(db.collection("posts").doc(p.slug), postSchema.parse(p));
    await batch.commit();
  });

  const synonyms = await timed("Wrote the search's starting synonyms", () => seedSynonyms(db, now));
  log(`  ${synonyms} synonym groups`);

  let users = 0;
  let customers = 0;
  let orders = 0;
  if (target === "emulator") {
    users = await timed("Wrote demo accounts (Auth + users/{uid})", () => seedUsers(auth, db, now));
    // History: the orders take no stock from the products just written.
    ({ customers, orders } = await timed("Wrote demo customers and their orders", () => seedOrders(auth, db, products, now)));
    log(`  ${customers} demo customers, ${orders} orders over the last 90 days`);
    const promotions = await timed("Wrote the demo promotions", () => seedPromotions(db, now));
    log(`  ${promotions} promotions; the code anyone can try: ${DEMO_CODE}`);
    const registryItems = await timed("Wrote the demo baby registry", () => seedRegistry(db, products, now));
    log(`  /registry/${DEMO_REGISTRY_SLUG} with ${registryItems} items`);
    const backfilled = await timed("Backfilled the customer search fields of other profiles", () => backfillProfileSearch(db));
    log(`  ${backfilled} profiles updated`);
  } else {
    log("Skipped demo accounts, customers and orders: they belong to the local emulators only (the demo passwords are public).");
  }

  return { products: products.length, posts: posts.length, users, customers, orders };
}
