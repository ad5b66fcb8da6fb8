import "server-only";
// OpenTelemetry's SDK, started by instrumentation.ts only when tracing is wanted (lib/trace.ts):
// Next's own spans (the request, the render, route handlers, fetches) and the shop's (traced())
// go to an OTLP collector over HTTP (OTEL_EXPORTER_OTLP_ENDPOINT, e.g. http://127.0.0.1:4318,
// and the exporter's other OTEL_* variables), or to stdout with OTEL_TRACES_EXPORTER=console.
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";

let provider: NodeTracerProvider | undefined;

/** Registers the tracer provider once (the global one that @opentelemetry/api hands out). */
export function startTracing(env: Record<string, string | undefined> = process.env): NodeTracerProvider {
  if (provider) return provider;
  const processor = env.OTEL_TRACES_EXPORTER === "console" ? new SimpleSpanProcessor(new ConsoleSpanExporter()) : new BatchSpanProcessor(new OTLPTraceExporter());
  provider = new NodeTracerProvider({ resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME ?? "flone" }), spanProcessors: [processor] });
  provider.register();
  return provider;
}
