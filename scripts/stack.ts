// `tsx scripts/stack.ts [--profile dev|test|bench]`: start the local Firebase stack, print the
// env a server or browser needs, and stay up until Ctrl-C.
import { startStack, type Profile } from "./stack/index";

function parseProfile(argv: string[]): Profile {
  const i = argv.findIndex((a) => a === "--profile" || a.startsWith("--profile="));
  if (i === -1) return "dev";
  const value = argv[i]!.includes("=") ? argv[i]!.split("=")[1] : argv[i + 1];
  if (value === "dev" || value === "test" || value === "bench") return value;
  console.error(`usage: tsx scripts/stack.ts [--profile dev|test|bench] (got "${value ?? ""}")`);
  process.exit(2);
}

async function main() {
  const stack = await startStack({ profile: parseProfile(process.argv.slice(2)) });
  // stdout: only the env, as KEY=value lines (paste into .env.local, or `set -a; source`).
  for (const [k, v] of Object.entries(stack.env)) process.stdout.write(`${k}=${v}\n`);
  process.stderr.write("[stack] running; Ctrl-C to stop\n");
}

main().catch((e: unknown) => {
  console.error(`[stack] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
