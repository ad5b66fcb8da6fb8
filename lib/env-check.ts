// Node-only start-up check (instrumentation.ts imports it on the Node.js runtime only).
import { parseServerEnv } from "./env";

export function checkServerEnvOrExit(): void {
  try {
    parseServerEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
