// npm run dev                        -> the shop on http://localhost:3000 (PORT overrides), dev server
// npm run preview                    -> production build + next start on the dev stack, port 3000
// tsx scripts/serve.ts --build       -> production build + next start (Playwright's webServer: --profile test)
// options: --profile dev|test|bench  --port N  --products N  --metrics
import { parseArgs } from "node:util";
import { DEMO_USERS } from "./seed/users";
import { runMain, startShop } from "./lib/shop";

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    profile: { type: "string" },
    port: { type: "string" },
    products: { type: "string" },
    metrics: { type: "boolean", default: false },
  },
});

const profile = (values.profile ?? (values.dev ? "dev" : "test")) as "dev" | "test" | "bench";
if (!["dev", "test", "bench"].includes(profile)) throw new Error(`unknown profile ${profile}`);
const port = Number(values.port ?? process.env.PORT ?? (profile === "dev" ? 3000 : 3100));

runMain(async (onStop) => {
  const shop = await startShop({
    profile,
    port,
    mode: values.dev ? "dev" : "start",
    build: values.build,
    products: values.products ? Number(values.products) : undefined,
    env: values.metrics ? { SHOP_METRICS: "1" } : {},
  });
  onStop(shop.stop);
  console.log(`\n  Flone baby shop: ${shop.url}`);
  console.log(`  Mail inbox:      ${shop.inboxUrl}  (every email the shop sends lands here)\n`);
  console.log("  Demo accounts:");
  for (const u of DEMO_USERS) console.log(`    ${u.isAdmin ? "admin  " : "shopper"}  ${u.email}  /  ${u.password}`);
  console.log("\n  Ctrl-C stops the shop, the mail inbox and the local Firebase stack.\n");
  return shop.next.exited;
});
