// The server's one logger: each line one JSON object on stdout (debug, info) or stderr (warn,
// error), which a log service (Cloud Logging, Vercel's) reads field by field:
//   {"level":"error","time":"...","msg":"...","requestId":"...","orderId":"FL-...","error":{"name","message","stack"},...}
// - requestId: the request the line was written in (lib/http/request-id.ts), read from Next's own
//   per-request store, as next/headers does, but synchronously and without marking a page
//   dynamic. Outside a request (start-up, the cache channel's listener, a 'use cache' body, whose
//   entry serves many requests) a line has none.
// - Fields whose name says secret (cookie, token, password, authorization, key...) are written as
//   "[redacted]", at any depth; an Error becomes its name, message, stack, code and cause.
// LOG_LEVEL (debug, info, warn, error; default info) drops the lines below it.
// Not marked server-only: schema modules that scripts and Playwright load log through it too.
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { requestIdOf } from "@/lib/http/request-id";

export type LogLevel = "debug" | "info" | "warn" | "error";
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** A line's fields beside its message: `orderId` where an order is concerned, `error` for what was thrown. */
export type LogFields = { orderId?: string; error?: unknown } & Record<string, unknown>;

export type Logger = Record<LogLevel, (msg: string, fields?: LogFields) => void> & {
  /** A logger whose lines all carry `fields` (e.g. the order a sender works on). */
  with(fields: LogFields): Logger;
};

const SECRET = /cookie|token|secret|password|passwd|authorization|api.?key|private.?key|credential/i;
const REDACTED = "[redacted]";

// Ids made for requests that came without one (the proxy does not see every request): one per request.
const madeIds = new WeakMap<object, string>();

/** The current request's id, or undefined outside a request. */
export function currentRequestId(): string | undefined {
  const store = workUnitAsyncStorage.getStore();
  if (store?.type !== "request") return undefined;
  let id = madeIds.get(store);
  if (id === undefined) madeIds.set(store, (id = requestIdOf(store.headers)));
  return id;
}

function serialiseError(error: Error): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.cause !== undefined ? { cause: error.cause } : {}),
  };
}

function replacer(key: string, value: unknown): unknown {
  if (key !== "" && SECRET.test(key)) return REDACTED;
  if (value instanceof Error) return serialiseError(value);
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** One line's JSON (exported for its test). */
export function formatLine(level: LogLevel, msg: string, fields: LogFields, time = new Date()): string {
  const line = { level, time: time.toISOString(), msg, requestId: currentRequestId(), ...fields };
  try {
    return JSON.stringify(line, replacer);
  } catch (problem) {
    // A cycle in the fields: the line still says what happened.
    return JSON.stringify({ level, time: line.time, msg, requestId: line.requestId, orderId: fields.orderId, logError: String(problem) });
  }
}

function write(level: LogLevel, msg: string, fields: LogFields): void {
  if (RANK[level] < (RANK[process.env.LOG_LEVEL as LogLevel] ?? RANK.info)) return;
  (RANK[level] >= RANK.warn ? process.stderr : process.stdout).write(formatLine(level, msg, fields) + "\n");
}

function logger(bound: LogFields): Logger {
  const at = (level: LogLevel) => (msg: string, fields?: LogFields) => write(level, msg, fields ? { ...bound, ...fields } : bound);
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), with: (fields) => logger({ ...bound, ...fields }) };
}

export const log: Logger = logger({});
