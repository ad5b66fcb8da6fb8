// jest globalTeardown: stop the stack started by global-setup.ts (same process, same globalThis).
import type { Stack } from "../../scripts/stack/index";

export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as { __floneStack?: Stack }).__floneStack;
  (globalThis as { __floneStack?: Stack }).__floneStack = undefined;
  await stack?.stop();
}
