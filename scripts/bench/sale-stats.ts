// The figures of `npm run bench:sale`: latency per kind of request, answers by status, refusals by
// reason and orders placed, for one phase (a step of the rising load, the hold, the cost probe).
// Pure: the load and the report share it, and it is tested without a server.

/** What a shopper, the staff or the bench asks, each timed apart. */
export const REQUEST_KINDS = [
  "home",
  "listing",
  "search",
  "product",
  "cart page",
  "checkout page",
  "cart check",
  "add/sync",
  "quote",
  "checkout cash-on-delivery",
  "checkout bank-transfer",
  "checkout card",
  "stand-in page",
  "stand-in pay",
  "admin write",
  "sign-in",
  "confirmation",
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The kinds whose p95 decides when the rising load stops: pages a shopper waits for. */
export const PAGE_KINDS: readonly RequestKind[] = ["home", "listing", "search", "product"];

export type KindFigures = { count: number; p50: number; p95: number; p99: number; max: number };
export type PhaseFigures = {
  name: string;
  seconds: number;
  sessions: number;
  requests: number;
  requestsPerSecond: number;
  kinds: Partial<Record<RequestKind, KindFigures>>;
  /** Answers that are errors: "502", "500", "network", "action:unavailable", "4xx:404"... */
  errors: Record<string, number>;
  /** Errors while a fault was made on purpose, by fault. */
  faultErrors: Record<string, number>;
  /** Explained refusals: "unpaid-limit", "sold out", "stale product (admin)"... */
  refusals: Record<string, number>;
  ordersPlaced: Record<string, number>;
  /** Requests retried with the same idempotency key after a network error or a 502. */
  retries: number;
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const bump = (counts: Record<string, number>, key: string, by = 1) => (counts[key] = (counts[key] ?? 0) + by);

export class PhaseStats {
  private readonly times = new Map<RequestKind, number[]>();
  private readonly startedAt = performance.now();
  private endedAt: number | null = null;
  readonly errors: Record<string, number> = {};
  readonly refusals: Record<string, number> = {};
  readonly ordersPlaced: Record<string, number> = {};
  /** Errors while a fault was made on purpose (an instance killed): reported apart, under its name. */
  readonly faultErrors: Record<string, number> = {};
  /** The fault under way, if any: errors then count under faultErrors. */
  fault: string | null = null;
  retries = 0;

  constructor(
    readonly name: string,
    readonly sessions: number,
  ) {}

  time(kind: RequestKind, ms: number): void {
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }
  error(key: string): void {
    if (this.fault) bump(this.faultErrors, `${this.fault}: ${key}`);
    else bump(this.errors, key);
  }
  refused(reason: string): void {
    bump(this.refusals, reason);
  }
  placed(payment: string): void {
    bump(this.ordersPlaced, payment);
  }
  end(): void {
    this.endedAt ??= performance.now();
  }

  /** The p95 of the page kinds together (the rising load's stop rule), in ms. */
  pageP95(): number {
    return percentile(PAGE_KINDS.flatMap((k) => this.times.get(k) ?? []).sort((a, b) => a - b), 95);
  }
  errorCount(): number {
    return Object.values(this.errors).reduce((a, b) => a + b, 0);
  }

  figures(): PhaseFigures {
    const seconds = ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
    const kinds: PhaseFigures["kinds"] = {};
    let requests = 0;
    for (const kind of REQUEST_KINDS) {
      const list = [...(this.times.get(kind) ?? [])].sort((a, b) => a - b);
      if (list.length === 0) continue;
      requests += list.length;
      const round = (p: number) => Math.round(percentile(list, p));
      kinds[kind] = { count: list.length, p50: round(50), p95: round(95), p99: round(99), max: Math.round(list.at(-1)!) };
    }
    return {
      name: this.name,
      seconds: Math.round(seconds),
      sessions: this.sessions,
      requests,
      requestsPerSecond: Math.round((requests / Math.max(seconds, 0.001)) * 10) / 10,
      kinds,
      errors: { ...this.errors },
      faultErrors: { ...this.faultErrors },
      refusals: { ...this.refusals },
      ordersPlaced: { ...this.ordersPlaced },
      retries: this.retries,
    };
  }
}

const counts = (c: Record<string, number>) =>
  Object.keys(c).length === 0
    ? "none"
    : Object.entries(c)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");

/** A phase's figures as printed lines. */
export function formatPhase(f: PhaseFigures): string[] {
  const lines = [`${f.name}: ${f.sessions} sessions, ${f.seconds} s, ${f.requests} requests, ${f.requestsPerSecond} req/s`];
  for (const [kind, k] of Object.entries(f.kinds)) {
    lines.push(`  ${kind.padEnd(26)} n ${String(k.count).padStart(6)}  p50 ${String(k.p50).padStart(5)} ms  p95 ${String(k.p95).padStart(5)} ms  p99 ${String(k.p99).padStart(5)} ms`);
  }
  lines.push(`  errors: ${counts(f.errors)}`);
  if (Object.keys(f.faultErrors).length) lines.push(`  errors during faults made on purpose: ${counts(f.faultErrors)}`);
  lines.push(`  orders placed: ${counts(f.ordersPlaced)}; checkouts refused: ${counts(f.refusals)}; retried with the same key: ${f.retries}`);
  return lines;
}

/** Request starts spaced to `perSecond` across every caller (the hold's fixed rate); 0: no limit. */
export function pacer(perSecond: () => number): () => Promise<void> {
  let next = 0;
  return async () => {
    const rate = perSecond();
    if (rate <= 0) return;
    const now = performance.now();
    next = Math.max(next + 1000 / rate, now);
    const wait = next - now;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };
}
