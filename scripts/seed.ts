// Seed the local emulators with the demo shop: products (+ catalogue index), blog posts, the
// demo accounts (admin@flone.test / admin-demo-123, shopper@flone.test / shopper-demo-123), and
// demo customers with about 150 orders over the last 90 days (8 of them the demo shopper's).
//
//   npm run seed                       # 124 curated products, keeps anything else in the database
//   npm run seed -- --reset            # wipe products, posts, users, orders, catalogIndex, Auth accounts first
//   npm run seed -- --products 10000   # a big catalogue for benchmarks
//
// Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (set by the stack launcher);
// against a real project it refuses unless given --i-know-this-is-production.
import { spawnSync } from "node:child_process";

const USAGE = `Usage: tsx scripts/seed.ts [--products N] [--reset] [--i-know-this-is-production]

  --products N                   number of products (default 124: the curated catalogue;
                                 more adds generated bundle variants, e.g. 10000 for benchmarks)
  --reset                        delete products, posts, catalogIndex and (emulator only) users,
                                 orders and every Auth account before writing
  --i-know-this-is-production    allow running without FIRESTORE_EMULATOR_HOST (real project).
                                 Demo accounts, customers and orders are never created there,
                                 and --reset keeps users and orders.
`;

interface Args {
  products?: number;
  reset: boolean;
  allowProduction: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { reset: false, allowProduction: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") {
      process.stdout.write(USAGE);
      process.exit(0);
    } else if (a === "--reset") args.reset = true;
    else if (a === "--i-know-this-is-production") args.allowProduction = true;
    else if (a === "--products" || a.startsWith("--products=")) {
      const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[++i];
      const n = Number(v);
      if (!v || !Number.isInteger(n) || n < 0 || n > 100_000) {
        throw new Error(`--products needs a whole number from 0 to 100000, got "${v ?? ""}"`);
      }
      args.products = n;
    } else throw new Error(`Unknown argument "${a}"\n\n${USAGE}`);
  }
  return args;
}

/**
 * lib/firebase/admin.ts imports "server-only", which only resolves to an empty module under
 * node's "react-server" condition. If we were started without it (plain `tsx scripts/seed.ts`),
 * run ourselves again with it rather than fail with a confusing import error.
 */
function ensureReactServerCondition(): void {
  const flags = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
  if (/conditions[= ]react-server|-C[= ]?react-server/.test(flags)) return;
  const res = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --conditions=react-server`.trim() },
  });
  process.exit(res.status ?? 1);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  ensureReactServerCondition();
  // Against the emulators there are no Google credentials to find: stop google-auth probing the
  // GCE metadata server (a slow request and a MetadataLookupWarning on machines behind a proxy).
  if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= "none";
  const { seed } = await import("./seed/run");
  const t0 = performance.now();
  const result = await seed({
    products: args.products,
    reset: args.reset,
    allowProduction: args.allowProduction,
    log: (s) => console.log(`  ${s}`),
  });
  const secs = ((performance.now() - t0) / 1000).toFixed(2);
  console.log(
    `Seeded ${result.products} products, ${result.posts} posts, ${result.users} demo accounts, ` +
      `${result.customers} demo customers and ${result.orders} orders in ${secs} s.` +
      (result.users ? "\n  Sign in as admin@flone.test / admin-demo-123 or shopper@flone.test / shopper-demo-123." : ""),
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`Seed failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
