// `npm run bench -- --lighthouse --http2`: Lighthouse over HTTPS and HTTP/2 as production serves
// (App Hosting's and any CDN's front speaks h2 over TLS), beside the plain HTTP/1.1 port. nginx
// with a certificate made for the run goes in front of the shop and of the bare app (floor-app.ts);
// the runs alternate between shop and bare page and between protocols, so a busy minute of the
// machine falls on both sides of every comparison rather than on one.
import { execFile } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { get } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startNginx } from "../lib/instances";
import { waitForUrl, type UrlProbe } from "../lib/proc";
import { auditPage, type PageAudit } from "./lighthouse";

export type Protocol = "h2" | "http/1.1";
/** A storefront page and the bare page of its size: the pair every round measures side by side. */
export type Pair = { page: string; bare: string };
export type Step = { protocol: Protocol; side: "shop" | "bare"; path: string };

/**
 * The order of the Lighthouse runs: `runs` rounds; in each, page after page, its protocols one after
 * the other (their order swapped every round), under each the shop's page then its bare page. A bare
 * page shared by several pages is run once a round and protocol, after the first of them.
 */
export function alternatedSteps(runs: number, pairs: Pair[], protocols: Protocol[]): Step[] {
  const steps: Step[] = [];
  for (let round = 0; round < runs; round++) {
    const order = round % 2 ? [...protocols].reverse() : protocols;
    const bareDone = new Set<string>();
    for (const { page, bare } of pairs) {
      for (const protocol of order) {
        steps.push({ protocol, side: "shop", path: page });
        if (bareDone.has(`${protocol} ${bare}`)) continue;
        bareDone.add(`${protocol} ${bare}`);
        steps.push({ protocol, side: "bare", path: bare });
      }
    }
  }
  return steps;
}

/** Where each side is served over each protocol ("https://localhost:43443"). */
export type Origins = Record<Protocol, Record<Step["side"], string>>;
/** Each step's runs, by `auditKey`. */
export type AlternatedAudits = Map<string, PageAudit>;
export const auditKey = (s: Step) => `${s.protocol} ${s.side} ${s.path}`;

/** Lighthouse once per step, in order; prints once per page and protocol what the document came over. */
export async function auditAlternated(steps: Step[], origins: Origins): Promise<AlternatedAudits> {
  const audits: AlternatedAudits = new Map();
  for (const [i, step] of steps.entries()) {
    const url = origins[step.protocol][step.side] + step.path;
    console.log(`[bench] Lighthouse ${i + 1}/${steps.length}: ${url}`);
    const run = await auditPage(url, 1, { acceptSelfSigned: url.startsWith("https:") });
    const audit = audits.get(auditKey(step)) ?? { runs: [], failures: [] };
    if (audit.runs.length === 0 && run.runs[0]) console.log(`[bench] ${url}: the document came over ${run.runs[0].protocol || "an unknown protocol"}`);
    audit.runs.push(...run.runs);
    audit.failures.push(...run.failures);
    audits.set(auditKey(step), audit);
  }
  return audits;
}

const exec = promisify(execFile);

/** 2xx from an HTTPS URL whose certificate is `ca` (fetch has no way to trust one). */
const httpsOk =
  (ca: string): UrlProbe =>
  (url) =>
    new Promise((resolve, reject) => {
      get(url, { ca }, (res) => {
        res.resume();
        resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300);
      }).on("error", reject);
    });

/** A server behind the TLS front: HTTPS and HTTP/2 on `port` to the plain server on `upstream`, ready when `readyPath` answers. */
export type TlsFront = { port: number; upstream: number; readyPath: string };

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made for this run in a temp folder, and
 * nginx (its files in .stack/nginx-tls) serving each of `fronts` over HTTPS with HTTP/2.
 */
export async function startTlsFronts(fronts: TlsFront[]): Promise<{ stop(): Promise<void> }> {
  const certDir = await mkdtemp(path.join(tmpdir(), "flone-bench-tls-"));
  const [cert, key] = [path.join(certDir, "cert.pem"), path.join(certDir, "key.pem")];
  try {
    // A day is plenty for one run; the SAN is what Chromium matches (the CN alone is ignored).
    await exec("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-days", "1", "-keyout", key, "-out", cert]);
    const ca = readFileSync(cert, "utf8");
    const servers = fronts.map((f) => ({ port: f.port, upstreams: [f.upstream], tls: { cert, key } }));
    const nginx = await startNginx(path.resolve(".stack/nginx-tls"), servers, async (exited) => {
      for (const f of fronts) await waitForUrl(`https://127.0.0.1:${f.port}${f.readyPath}`, 10_000, exited, httpsOk(ca));
    });
    return {
      stop: async () => {
        await nginx.stop();
        rmSync(certDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(certDir, { recursive: true, force: true });
    throw e;
  }
}
