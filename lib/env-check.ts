// Node-only start-up check (instrumentation.ts imports it on the Node.js runtime only).
import { parseServerEnv } from "./env";
import { log } from "@/lib/log";

export function checkServerEnvOrExit(): void {
  try {
    parseServerEnv(process.env);
  } catch (error) {
    log.error((error as Error).message);
    process.exit(1);
  }
}
