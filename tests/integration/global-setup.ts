// jest globalSetup for the integration project: one Firebase stack (profile "test") for the run.
// It runs in jest's parent process before the workers are forked, so the env set here reaches
// every test file; the stack is handed to global-teardown.ts through globalThis.
import { startStack, type Stack } from "../../scripts/stack/index";

declare global {
  var __floneStack: Stack | undefined;
}

export default async function globalSetup(): Promise<void> {
  // `npm test` starts one stack for integration tests, build and e2e, and says so.
  if (process.env.FLONE_STACK === "external" && process.env.FIRESTORE_EMULATOR_HOST) return;
  const stack = await startStack({
    profile: "test",
    log: (line) => process.stderr.write(`[stack] ${line}\n`),
  });
  globalThis.__floneStack = stack;
  Object.assign(process.env, stack.env);
}
