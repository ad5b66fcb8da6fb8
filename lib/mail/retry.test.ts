import { afterFailure, isPermanentSmtpError, MAIL_DELIVERY, retryDelayMs } from "./retry";

const NOW = new Date("2026-11-01T00:00:00.000Z");

describe("mail retries", () => {
  it("wait twice as long after each failure, up to the cap", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(MAIL_DELIVERY.maxRetryMs);
    expect(retryDelayMs(10_000)).toBe(MAIL_DELIVERY.maxRetryMs);
  });

  it("a failed attempt is tried again later, until the last one gives up", () => {
    expect(afterFailure(1, false, NOW)).toEqual({ state: "pending", nextAttemptAt: "2026-11-01T00:01:00.000Z" });
    expect(afterFailure(3, false, NOW)).toEqual({ state: "pending", nextAttemptAt: "2026-11-01T00:04:00.000Z" });
    expect(afterFailure(MAIL_DELIVERY.maxAttempts - 1, false, NOW).state).toBe("pending");
    expect(afterFailure(MAIL_DELIVERY.maxAttempts, false, NOW)).toEqual({ state: "failed", nextAttemptAt: null });
  });

  it("a permanent refusal gives up at once", () => {
    expect(afterFailure(1, true, NOW)).toEqual({ state: "failed", nextAttemptAt: null });
    expect(isPermanentSmtpError({ responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpError({ responseCode: 451 })).toBe(false);
    expect(isPermanentSmtpError({ code: "ECONNREFUSED" })).toBe(false);
    expect(isPermanentSmtpError(null)).toBe(false);
  });
});
