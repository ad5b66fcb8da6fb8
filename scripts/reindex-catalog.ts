// Rebuild the catalogue index (catalogIndex/shard-NN) from the products collection: after a bulk
// import or a restore that wrote products around the shop's own code, or to repair the index.
// Safe while the shop sells (lib/catalog/write.ts, rebuildCatalogIndex).
//
//   npm run catalog:reindex                                  # the running emulators
//   npm run catalog:reindex -- --i-know-this-is-production   # a real project (FIREBASE_* variables)
import { rebuildCatalogIndex } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { seedTarget } from "./seed/run";

const target = seedTarget(process.env, process.argv.includes("--i-know-this-is-production"));
rebuildCatalogIndex(firestore()).then(
  (n) => {
    console.log(`Indexed ${n} products (${target}).`);
    process.exit(0);
  },
  (e: unknown) => {
    console.error(`Reindex failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
