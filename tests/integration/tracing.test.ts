// Tracing on: with OTEL_EXPORTER_OTLP_ENDPOINT set, instrumentation.ts starts the SDK
// (lib/tracing-sdk.ts) and the shop's spans (lib/trace.ts) reach an OTLP/HTTP collector. The
// collector is a small HTTP server of the test's own that keeps what the real exporter sends; the
// server is a child process that starts as Next starts one (register()), then makes real calls on
// the emulator and the Stripe stand-in. (A child, since the exporter loads node:http with import(),
// which jest's module runtime refuses.)
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

jest.setTimeout(60_000);

const ROOT = join(__dirname, "../..");
const at = (file: string) => JSON.stringify(join(ROOT, file));
const SERVER = `
import { randomUUID } from "node:crypto";
import { trace } from "@opentelemetry/api";
const load = async (path) => (await import(path)).default; // a CommonJS module (tsx): its exports
await (await load(${at("instrumentation.ts")})).register();
const { firestore } = await load(${at("lib/firebase/admin.ts")});
const { commitOptimistically, runTransaction } = await load(${at("lib/firebase/optimistic.ts")});
const { cardPayments } = await load(${at("lib/payments/stripe.ts")});
const db = firestore();
const ref = () => db.collection("tracingTest").doc(randomUUID());
const first = ref();
await commitOptimistically(db, async (batch) => ({ result: null, batch: batch.create(first, { n: 1 }) }));
await runTransaction(db, async (tx) => void tx.update(first, { n: 2 }));
await runTransaction(db, async () => { throw new Error("refused on purpose"); }).catch(() => null);
await cardPayments().stripe.checkout.sessions.retrieve("cs_test_Missing1").catch(() => null);
// An optimistic commit whose attempt runs a locking transaction: one of the shop's spans in another.
const nested = ref();
await commitOptimistically(db, async () => ({ result: await runTransaction(db, async (tx) => void tx.create(nested, { n: 1 })) }));
await trace.getTracerProvider().getDelegate().forceFlush();
process.exit(0);
`;

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = { name: string; traceId: string; parentSpanId?: string; spanId: string; status?: { code?: number }; attributes: { key: string; value: OtlpValue }[] };
type Export = { path: string; contentType: string; body: { resourceSpans: { resource: { attributes: { key: string; value: OtlpValue }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[] } };

const exports: Export[] = [];
let collector: Server;

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      exports.push({ path: req.url ?? "", contentType: req.headers["content-type"] ?? "", body: JSON.parse(body) });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  // The stack's variables (jest's global setup), as the shop's server gets them, and the endpoint.
  const env = { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, NEXT_RUNTIME: "nodejs", CACHE_HANDLERS: "off" };
  await promisify(execFile)(process.execPath, ["--conditions=react-server", "--import", "tsx", "--input-type=module", "-e", SERVER], { cwd: ROOT, env });
});

afterAll(() => new Promise((resolve) => collector.close(resolve)));

const spans = () => exports.flatMap((e) => e.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const named = (name: string) => spans().filter((s) => s.name === name);
const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

test("the spans reach the collector as OTLP/HTTP JSON, from the service flone", () => {
  expect(exports.length).toBeGreaterThan(0);
  for (const sent of exports) expect(sent).toMatchObject({ path: "/v1/traces", contentType: "application/json" });
  expect(exports[0]!.body.resourceSpans[0]!.resource.attributes).toContainEqual({ key: "service.name", value: { stringValue: "flone" } });
});

test("a commit with its attempts, locking transactions (one failed) and a Stripe call each have their span", () => {
  const commits = named("firestore commit");
  expect(commits).toHaveLength(2);
  for (const commit of commits) expect(Number(attribute(commit, "flone.attempts")?.intValue)).toBe(1);
  // ok (unset) three times, error once
  expect(named("firestore transaction").map((s) => s.status?.code ?? 0).sort()).toEqual([0, 0, 2]);
  expect(named("stripe GET /v1/checkout/sessions/{id}")).toHaveLength(1);
});

test("a span started inside another is its child, in the same trace", () => {
  const outer = named("firestore commit").at(-1)!;
  const inner = named("firestore transaction").find((s) => s.parentSpanId === outer.spanId);
  expect(inner?.traceId).toBe(outer.traceId);
});
