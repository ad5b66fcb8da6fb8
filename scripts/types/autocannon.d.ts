// The subset of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  };
  export type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
