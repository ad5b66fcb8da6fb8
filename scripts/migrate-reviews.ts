// Once, on a project whose product documents still carry their reviews inline (with each
// reviewer's uid, readable by anyone): move them to products/{id}/reviews (lib/catalog/review-migration.ts).
//
//   npm run migrate:reviews                                  # the running emulators
//   npm run migrate:reviews -- --i-know-this-is-production   # a real project (FIREBASE_* variables)
import { migrateInlineReviews } from "@/lib/catalog/review-migration";
import { firestore } from "@/lib/firebase/admin";
import { seedTarget } from "./seed/run";

const target = seedTarget(process.env, process.argv.includes("--i-know-this-is-production"));
migrateInlineReviews(firestore()).then(
  (n) => {
    console.log(`Moved the inline reviews of ${n} products (${target}).`);
    process.exit(0);
  },
  (e: unknown) => {
    console.error(`Migration failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
