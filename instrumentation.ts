// Runs once when a server instance starts: a missing or malformed Firebase variable stops it
// here, with a message naming the variable, instead of failing on some later request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkServerEnvOrExit } = await import("@/lib/env-check");
    checkServerEnvOrExit();
  }
}
