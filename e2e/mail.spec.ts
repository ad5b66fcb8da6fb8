// The outbox sweep on the production build, as a scheduler calls it: refused without the
// secret, run with it (the sending itself: tests/integration/mail.test.ts, and the checkout's
// confirmation email in checkout.spec.ts).
import { expect, test } from "@playwright/test";
import { LOCAL_JOBS_SECRET } from "../scripts/stack/index";

test("POST /api/jobs/outbox answers 401 without the right secret and sends with it", async ({ request }) => {
  const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong" }, { authorization: LOCAL_JOBS_SECRET }];
  for (const headers of attempts) {
    const refused = await request.post("/api/jobs/outbox", { headers });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["www-authenticate"]).toBe("Bearer");
  }
  const res = await request.post("/api/jobs/outbox", { headers: { authorization: `Bearer ${LOCAL_JOBS_SECRET}` } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ sent: expect.any(Number), retried: expect.any(Number), failed: expect.any(Number), lost: expect.any(Number) });
});
