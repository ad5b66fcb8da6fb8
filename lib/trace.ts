// The shop's one tracing helper: a span around a slow step of its own (a Firestore commit, an
// email, a Stripe call, the cache channel), nested in Next's spans of the request. Tracing is on
// only when instrumentation.ts started the SDK (lib/tracing-sdk.ts, when tracingWanted); until
// then @opentelemetry/api's tracer is its no-op, and a span costs a few small objects.
import { SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

const tracer = trace.getTracer("flone");

/** OpenTelemetry's own variables: an OTLP endpoint, or the console exporter (no collector at hand). */
export function tracingWanted(env: Record<string, string | undefined>): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) || env.OTEL_TRACES_EXPORTER === "console";
}

/** Run `work` in a span named `name`; a throw marks the span failed and is thrown on. */
export function traced<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
