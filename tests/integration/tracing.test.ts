// Tracing on: with OTEL_EXPORTER_OTLP_ENDPOINT set, instrumentation.ts starts the SDK
// (lib/tracing-sdk.ts) and the shop's spans (lib/trace.ts) reach an OTLP/HTTP collector. The
// collector here is a small HTTP server of the test's own that keeps what the real exporter sends;
// the traced calls are real ones, on the emulator and the Stripe stand-in.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { register } from "@/instrumentation";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, runTransaction } from "@/lib/firebase/optimistic";
import { cardPayments } from "@/lib/payments/stripe";
import { startTracing } from "@/lib/tracing-sdk";

jest.setTimeout(30_000);

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = { name: string; traceId: string; parentSpanId?: string; spanId: string; status?: { code?: number }; attributes: { key: string; value: OtlpValue }[] };
type Export = { path: string; contentType: string; body: { resourceSpans: { resource: { attributes: { key: string; value: OtlpValue }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[] } };

const exports: Export[] = [];
let collector: Server;
const env = { ...process.env };

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
  Object.assign(process.env, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`, NEXT_RUNTIME: "nodejs", CACHE_HANDLERS: "off" });
  await register();
});

afterAll(async () => {
  await startTracing().shutdown();
  await new Promise((resolve) => collector.close(resolve));
  process.env = env;
});

const spans = () => exports.flatMap((e) => e.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

test("a commit, a transaction and a Stripe call are exported to the collector, nested where they ran", async () => {
  const db = firestore();
  const ref = db.collection("tracingTest").doc(randomUUID());
  await commitOptimistically(db, async (batch) => ({ result: null, batch: batch.create(ref, { n: 1 }) }));
  await runTransaction(db, async (tx) => {
    tx.update(ref, { n: 2 });
  });
  await expect(runTransaction(db, async () => Promise.reject(new Error("refused on purpose")))).rejects.toThrow("refused on purpose");
  await cardPayments()!.stripe.checkout.sessions.retrieve("cs_test_Missing1").catch(() => null);
  await startTracing().forceFlush();

  expect(exports.length).toBeGreaterThan(0);
  expect(exports[0]!).toMatchObject({ path: "/v1/traces", contentType: "application/json" });
  expect(exports[0]!.body.resourceSpans[0]!.resource.attributes).toContainEqual({ key: "service.name", value: { stringValue: "flone" } });
  const named = (name: string) => spans().filter((s) => s.name === name);
  const [commit] = named("firestore commit");
  expect(Number(attribute(commit!, "flone.attempts")?.intValue)).toBe(1);
  const transactions = named("firestore transaction");
  expect(transactions.map((s) => s.status?.code ?? 0).sort()).toEqual([0, 2]); // ok (unset), error
  expect(named("stripe GET /v1/checkout/sessions/{id}")).toHaveLength(1);
});

test("a span started inside another is its child, in the same trace", async () => {
  const db = firestore();
  const ref = db.collection("tracingTest").doc(randomUUID());
  exports.length = 0;
  // An optimistic commit whose attempt runs a locking transaction: two levels of the shop's own spans.
  await commitOptimistically(db, async () => ({ result: await runTransaction(db, async (tx) => void tx.create(ref, { n: 1 })) }));
  await startTracing().forceFlush();
  const [outer] = spans().filter((s) => s.name === "firestore commit");
  const [inner] = spans().filter((s) => s.name === "firestore transaction");
  expect(inner!.traceId).toBe(outer!.traceId);
  expect(inner!.parentSpanId).toBe(outer!.spanId);
});
