// npm run dev                        -> the shop on http://localhost:3000 (PORT overrides), dev server
// npm run preview                    -> production build + next start on the dev stack, port 3000
// tsx scripts/serve.ts --build       -> production build + next start (Playwright's webServer: --profile test)
// npm run preview -- --instances 2  -> the same with two instances (ports 3001, 3002) behind nginx on 3000
// options: --profile dev|test|bench  --port N  --hostname H (or HOST; default 127.0.0.1)  --products N  --metrics  --instances N
import { parseArgs } from "node:util";
import { DEMO_USERS } from "./seed/users";
import { isLoopback, listenHost, runMain, startShop } from "./lib/shop";

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    profile: { type: "string" },
    port: { type: "string" },
    hostname: { type: "string" },
    products: { type: "string" },
    metrics: { type: "boolean", default: false },
    instances: { type: "string" },
  },
});

const profile = (values.profile ?? (values.dev ? "dev" : "test")) as "dev" | "test" | "bench";
if (!["dev", "test", "bench"].includes(profile)) throw new Error(`unknown profile ${profile}`);
if (values.instances && (values.dev || !(Number(values.instances) >= 1))) throw new Error("--instances N (1 or more) runs production servers: not with --dev");
const port = Number(values.port ?? process.env.PORT ?? (profile === "dev" ? 3000 : 3100));

runMain(async (onStop) => {
  const shop = await startShop({
    profile,
    port,
    mode: values.dev ? "dev" : "start",
    build: values.build,
    products: values.products ? Number(values.products) : undefined,
    env: values.metrics ? { SHOP_METRICS: "1" } : {},
    host: listenHost(values.hostname),
    instances: values.instances ? Number(values.instances) : undefined,
  });
  onStop(shop.stop);
  console.log(`\n  Flone baby shop: ${shop.url}`);
  console.log(`  Mail inbox:      ${shop.inboxUrl}  (every email the shop sends lands here)`);
  console.log(`  Card payments:   Stripe stand-in on ${shop.env.STRIPE_API_URL} (no card number needed: "Pay" on its page)`);
  if (isLoopback(shop.host)) {
    console.log(`  Listening on ${shop.host}: this machine only (HOST=0.0.0.0 or --hostname opens it to the network).\n`);
  } else {
    console.log(`  Listening on ${shop.host}: reachable from the network. The local Auth emulator accepts`);
    console.log("  unsigned tokens: anyone who can reach this server can sign in as the admin.\n");
  }
  console.log("  Demo accounts:");
  for (const u of DEMO_USERS) console.log(`    ${u.isAdmin ? "admin  " : "shopper"}  ${u.email}  /  ${u.password}`);
  console.log("\n  Ctrl-C stops the shop, the mail inbox and the local Firebase stack.\n");
  return shop.next.exited;
});
