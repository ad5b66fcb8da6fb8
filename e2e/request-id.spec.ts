// A request's id (proxy.ts, lib/http/request-id.ts): every answer of the API, a guarded page or a
// page the proxy rewrites carries one in `x-request-id`; a sane id sent is kept, any other
// replaced; and the route reads the same id (the API's JSON 404 quotes what its log lines carry).
import { expect, test } from "@playwright/test";

const SANE = /^[A-Za-z0-9-]{1,64}$/;

test("an API answer carries its request id, the one its route read", async ({ request }) => {
  const first = await request.get("/api/nope");
  const second = await request.get("/api/nope");
  const id = first.headers()["x-request-id"];
  expect(id).toMatch(SANE);
  expect(second.headers()["x-request-id"]).not.toBe(id);
  expect(await first.json()).toEqual({ error: "Not found", requestId: id });
});

test("a sane request id sent is echoed; anything else is replaced", async ({ request }) => {
  const kept = await request.get("/api/nope", { headers: { "x-request-id": "lb-Trace-42" } });
  expect(kept.headers()["x-request-id"]).toBe("lb-Trace-42");
  expect((await kept.json()).requestId).toBe("lb-Trace-42");
  for (const insane of ["x".repeat(65), "two words", "id;drop=1", "<script>"]) {
    const answer = await request.get("/api/nope", { headers: { "x-request-id": insane } });
    const id = answer.headers()["x-request-id"];
    expect(id, insane).toMatch(SANE);
    expect(id, insane).not.toBe(insane);
    expect((await answer.json()).requestId, insane).toBe(id);
  }
});

test("pages the proxy sees carry one too: a guarded page's redirect, a language chosen", async ({ request }) => {
  const guarded = await request.get("/my-account", { maxRedirects: 0, headers: { "x-request-id": "guard-1" } });
  expect(guarded.status()).toBe(307);
  expect(guarded.headers()["x-request-id"]).toBe("guard-1");
  const french = await request.get("/?lng=fr");
  expect(french.ok()).toBe(true);
  expect(french.headers()["x-request-id"]).toMatch(SANE);
});
