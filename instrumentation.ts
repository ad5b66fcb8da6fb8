// Runs once when a server instance starts: a missing or malformed Firebase variable stops it
// here, with a message naming the variable, instead of failing on some later request. Then the
// cache-tag channel starts (lib/cache/tag-channel.ts), unless Next's own handlers were asked for.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkServerEnvOrExit } = await import("@/lib/env-check");
    checkServerEnvOrExit();
    if (process.env.CACHE_HANDLERS !== "off") {
      const { startTagChannel } = await import("@/lib/cache/tag-channel");
      startTagChannel();
    }
  }
}
