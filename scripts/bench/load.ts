// The bench's one load: autocannon, 10 connections, after a 2 s warm-up on the same URL (the
// server's JIT and caches settle, whichever page it served before). The shop's pages and the
// bare Next pages they are compared with are loaded by this same function.
import autocannon, { type Result } from "autocannon";

export const CONNECTIONS = 10;
export const WARM_UP_S = 2;

/** `result`: the measured `durationS` seconds; `warmUp`: the seconds before (its requests count for per-request figures such as reads). */
export async function underLoad(url: string, durationS: number): Promise<{ warmUp: Result; result: Result }> {
  const warmUp = await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS });
  return { warmUp, result };
}
