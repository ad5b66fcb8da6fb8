// jest globalSetup for the integration project: one Firebase stack (profile "test") for the run.
// It runs in jest's parent process before the workers are forked, so the env set here reaches
// every test file; the stack is handed to global-teardown.ts through globalThis.
import { startStack, stripeWebhookUrl, type Stack } from "../../scripts/stack/index";

declare global {
  var __floneStack: Stack | undefined;
}

export default async function globalSetup(): Promise<void> {
  // `npm test` starts one stack for integration tests, build and e2e, and says so.
  if (process.env.FLONE_STACK === "external" && process.env.FIRESTORE_EMULATOR_HOST) return;
  const stack = await startStack({
    profile: "test",
    log: (line) => process.stderr.write(`[stack] ${line}\n`),
    // As under `npm test`: the e2e server's webhook (not running here; tests that need deliveries start their own stand-in).
    stripeWebhookUrl: stripeWebhookUrl(Number(process.env.E2E_PORT ?? 3100)),
  });
  globalThis.__floneStack = stack;
  Object.assign(process.env, stack.env);
}
