// zod compiles object validators with `new Function` where it may, and probes for that first.
// Under the shop's Content-Security-Policy (no 'unsafe-eval', lib/security-headers.ts) the
// probe, though caught, is reported as a violation on every page whose forms load zod.
// `jitless` skips the probe and the compiling. It is set on the object that z.config() writes,
// a global zod reads whenever it loads, so no page has to load zod for it.

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/** Called in the browser before any zod schema runs (instrumentation-client.ts). */
export function makeZodJitless(scope: object = globalThis): void {
  const global = scope as ZodGlobal;
  (global.__zod_globalConfig ??= {}).jitless = true;
}
