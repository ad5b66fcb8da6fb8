// One visitor of `npm run bench:sale` as the shop sees it over HTTP: its own cookie jar, pages
// fetched whole, server actions POSTed to the page that renders them (scripts/bench/server-action.ts),
// each request timed under its kind in the current phase's PhaseStats.
import { z } from "zod";
import { actionRequest, decodeActionAnswer } from "./server-action";
import type { PhaseStats, RequestKind } from "./sale-stats";

/** What every action of lib/actions answers (lib/actions/result.ts). */
export const actionResultSchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string(), message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() }),
]);
export type ActionAnswer = z.infer<typeof actionResultSchema>;

/** A request that got no HTTP answer, or a 5xx: the caller decides whether to try again. */
export class RequestFailed extends Error {
  constructor(
    readonly kind: RequestKind,
    readonly status: number | "network",
    detail: string,
  ) {
    super(`${kind}: ${status} ${detail}`);
  }
}

const TIMEOUT_MS = 60_000;

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    /** The shop's origin as the browser sees it (nginx). */
    readonly origin: string,
    /** Where the figures go: swapped when the phase changes. */
    public stats: () => PhaseStats,
    /** Waits for the next request's turn (the hold's fixed rate); none: at once. */
    private readonly pace: () => Promise<void> = async () => {},
  ) {}

  private cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request, timed to its last byte. A network error or a 5xx is counted and thrown as
   * RequestFailed; another status not in `expect` is counted as "4xx:<status>" and answered.
   */
  async send(kind: RequestKind, url: string, init: RequestInit = {}, expect: readonly number[] = [200]): Promise<{ status: number; body: Buffer; headers: Headers }> {
    const target = url.startsWith("http") ? url : `${this.origin}${url}`;
    const sameSite = target.startsWith(this.origin);
    const headers = new Headers(init.headers);
    const cookie = sameSite ? this.cookieHeader() : undefined;
    if (cookie) headers.set("cookie", cookie);
    headers.set("accept-language", "en");
    if (sameSite) await this.pace();
    const t0 = performance.now();
    let res: Response;
    let body: Buffer;
    try {
      res = await fetch(target, { ...init, headers, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = Buffer.from(await res.arrayBuffer());
    } catch (error) {
      this.stats().error(`${kind}: network`);
      throw new RequestFailed(kind, "network", (error as Error).message);
    }
    this.stats().time(kind, performance.now() - t0);
    if (sameSite) this.keepCookies(res);
    if (res.status >= 500) {
      this.stats().error(`${kind}: ${res.status}`);
      throw new RequestFailed(kind, res.status, body.toString("utf8").slice(0, 200));
    }
    if (!expect.includes(res.status)) this.stats().error(`${kind}: 4xx:${res.status}`);
    return { status: res.status, body, headers: res.headers };
  }

  async page(kind: RequestKind, path: string): Promise<string> {
    return (await this.send(kind, path)).body.toString("utf8");
  }

  /** A server action, POSTed to `page` (a page whose bundle holds it) with plain JSON arguments. */
  async action(kind: RequestKind, page: string, id: string, args: readonly unknown[]): Promise<ActionAnswer> {
    const request = actionRequest(id, args, this.origin);
    const res = await this.send(kind, page, { method: "POST", headers: request.headers, body: request.body });
    return actionResultSchema.parse(decodeActionAnswer(res.body));
  }

  /** POST JSON to a route handler, same-origin as the browser's fetch. */
  async postJson(kind: RequestKind, path: string, value: unknown, expect: readonly number[] = [200]): Promise<{ status: number; body: Buffer }> {
    return this.send(kind, path, { method: "POST", headers: { "content-type": "application/json", origin: this.origin }, body: JSON.stringify(value) }, expect);
  }
}
