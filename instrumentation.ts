// Runs once when a server instance starts: a missing or malformed Firebase variable stops it
// here, with a message naming the variable, instead of failing on some later request. Then
// tracing, only when OpenTelemetry's variables ask for it (lib/trace.ts: without them no SDK or
// exporter is even loaded), and the cache-tag channel (lib/cache/tag-channel.ts), unless Next's
// own handlers were asked for.
import { tracingWanted } from "@/lib/trace";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkServerEnvOrExit } = await import("@/lib/env-check");
    checkServerEnvOrExit();
    if (tracingWanted(process.env)) {
      const { startTracing } = await import("@/lib/tracing-sdk");
      startTracing();
    }
    if (process.env.CACHE_HANDLERS !== "off") {
      const { startTagChannel } = await import("@/lib/cache/tag-channel");
      startTagChannel();
    }
  }
}
