// Tracing off costs nothing: without OpenTelemetry's variables, instrumentation.ts's register()
// loads no SDK or exporter module, only @opentelemetry/api (whose no-op tracer traced() uses).
// register() runs in a child process, as a server starts; then the child lists the OpenTelemetry
// packages it loaded. With an endpoint set the same list holds the SDK and the exporter, so the
// check can fail.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { tracingWanted } from "./trace";

const ROOT = join(__dirname, "..");
const LIST_AFTER_REGISTER = `
import { createRequire } from "node:module";
const instrumentation = await import(${JSON.stringify(join(ROOT, "instrumentation.ts"))});
await (instrumentation.register ?? instrumentation.default.register)();
const loaded = Object.keys(createRequire(import.meta.url).cache).map((p) => /node_modules\\/(@opentelemetry\\/[^/]+)\\//.exec(p)?.[1]).filter(Boolean);
console.log(JSON.stringify([...new Set(loaded)].sort()));
`;

/** The OpenTelemetry packages a server process has loaded once register() is done. */
async function packagesLoadedByRegister(otel: Record<string, string>): Promise<string[]> {
  // An emulator configuration that passes the start-up check; nothing connects (no cache channel).
  const env = { PATH: process.env.PATH, NODE_ENV: "production" as const, NEXT_RUNTIME: "nodejs", CACHE_HANDLERS: "off", FIREBASE_PROJECT_ID: "demo-flone", FIRESTORE_EMULATOR_HOST: "127.0.0.1:65000", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:65001", ...otel };
  const { stdout } = await promisify(execFile)(process.execPath, ["--conditions=react-server", "--import", "tsx", "--input-type=module", "-e", LIST_AFTER_REGISTER], { cwd: ROOT, env });
  return JSON.parse(stdout.trim().split("\n").at(-1)!);
}

jest.setTimeout(60_000);

test("without OpenTelemetry's variables, starting the server loads no SDK or exporter", async () => {
  expect(await packagesLoadedByRegister({})).toEqual(["@opentelemetry/api"]);
});

test("with an endpoint, it loads the SDK and the OTLP exporter", async () => {
  const loaded = await packagesLoadedByRegister({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:65002" });
  expect(loaded).toEqual(expect.arrayContaining(["@opentelemetry/api", "@opentelemetry/sdk-trace-node", "@opentelemetry/exporter-trace-otlp-http"]));
});

test("tracing is wanted for an OTLP endpoint or the console exporter, and only then", () => {
  expect(tracingWanted({})).toBe(false);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: "" })).toBe(false);
  expect(tracingWanted({ OTEL_TRACES_EXPORTER: "otlp" })).toBe(false);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })).toBe(true);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:4318/v1/traces" })).toBe(true);
  expect(tracingWanted({ OTEL_TRACES_EXPORTER: "console" })).toBe(true);
});
