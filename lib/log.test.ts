import { workUnitAsyncStorage, type WorkUnitStore } from "next/dist/server/app-render/work-unit-async-storage.external";
import { currentRequestId, formatLine, log } from "./log";

const TIME = new Date("2026-11-29T10:00:00.000Z");
const line = (...args: Parameters<typeof formatLine>) => JSON.parse(formatLine(...args)) as Record<string, unknown>;

/** Runs `work` as Next runs a route: inside its per-request store, with the request's headers. */
function inRequest<T>(headers: Record<string, string>, work: () => T): T {
  return workUnitAsyncStorage.run({ type: "request", headers: new Headers(headers) } as unknown as WorkUnitStore, work);
}

test("a line is one JSON object: level, time, message and the fields given", () => {
  const text = formatLine("info", "checkout: order placed", { orderId: "FL-1", payment: "card" }, TIME);
  expect(text).not.toContain("\n");
  expect(JSON.parse(text)).toEqual({ level: "info", time: "2026-11-29T10:00:00.000Z", msg: "checkout: order placed", orderId: "FL-1", payment: "card" });
});

test("outside a request a line has no request id; inside one, the request's id", () => {
  expect(line("info", "start", {})).not.toHaveProperty("requestId");
  expect(inRequest({ "x-request-id": "lb-42" }, () => line("warn", "slow", {}).requestId)).toBe("lb-42");
});

test("a request without a sane id gets one made, the same for all its lines", () => {
  const [first, second] = inRequest({ "x-request-id": "not sane!" }, () => [currentRequestId(), line("error", "x", {}).requestId]);
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(second).toBe(first);
  expect(inRequest({}, () => currentRequestId())).not.toBe(first);
});

test("an error is written with its name, message, stack, code and cause", () => {
  const cause = new TypeError("socket hang up");
  const error = Object.assign(new RangeError("gave up", { cause }), { code: 14 });
  const written = line("error", "mail: sending failed", { orderId: "FL-2", error }).error as Record<string, unknown>;
  expect(written).toMatchObject({ name: "RangeError", message: "gave up", code: 14, cause: { name: "TypeError", message: "socket hang up" } });
  expect(written.stack).toContain("RangeError: gave up");
  expect((written.cause as Record<string, unknown>).stack).toContain("TypeError: socket hang up");
});

test("secrets are never written, at any depth", () => {
  const secrets = ["session-cookie-value", "Bearer jobs-secret", "id-token-value", "hunter2", "sk_test_key", "-----BEGIN PRIVATE KEY-----"];
  const text = formatLine("info", "request", {
    cookie: secrets[0],
    headers: { authorization: secrets[1], "content-type": "text/plain" },
    user: { idToken: secrets[2], password: secrets[3] },
    stripe: { apiKey: secrets[4] },
    env: { FIREBASE_PRIVATE_KEY: secrets[5] },
  });
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(JSON.parse(text)).toMatchObject({ cookie: "[redacted]", headers: { authorization: "[redacted]", "content-type": "text/plain" }, user: { idToken: "[redacted]" } });
});

test("fields that cannot be written as JSON still leave the line", () => {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  expect(line("error", "odd", { orderId: "FL-3", cycle })).toMatchObject({ level: "error", msg: "odd", orderId: "FL-3" });
});

describe("writing", () => {
  let out: jest.SpyInstance;
  let err: jest.SpyInstance;
  const level = process.env.LOG_LEVEL;
  beforeEach(() => {
    out = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
    err = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  });
  const written = (spy: jest.SpyInstance) => spy.mock.calls.map(([text]) => JSON.parse(String(text)));

  test("info goes to stdout, warn and error to stderr, one line each", () => {
    delete process.env.LOG_LEVEL;
    log.debug("hidden");
    log.info("a");
    log.warn("b");
    log.error("c");
    expect(written(out).map((l) => l.msg)).toEqual(["a"]);
    expect(written(err).map((l) => [l.level, l.msg])).toEqual([["warn", "b"], ["error", "c"]]);
    expect(out.mock.calls[0][0]).toMatch(/\}\n$/);
  });

  test("LOG_LEVEL drops the lines below it", () => {
    process.env.LOG_LEVEL = "error";
    log.info("a");
    log.warn("b");
    log.error("c");
    expect(out).not.toHaveBeenCalled();
    expect(written(err).map((l) => l.msg)).toEqual(["c"]);
  });

  test("a bound logger's lines carry its fields, a line's own fields win", () => {
    const mailLog = log.with({ mailId: "m1", orderId: "FL-4" });
    mailLog.info("mail: sent");
    mailLog.info("mail: sent", { orderId: "FL-5" });
    expect(written(out)).toMatchObject([{ mailId: "m1", orderId: "FL-4" }, { mailId: "m1", orderId: "FL-5" }]);
  });
});
