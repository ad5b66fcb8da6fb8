import { addDays, addWeeks, canChangeNext, cardExpiryLabel, cardExpiryWarning, changeCutoff, dayOf, isDue, nextAfter, reminderDay, resumeDate, retryAt, sizeCheckDay } from "./schedule";

test("days and weeks move across month and year ends", () => {
  expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  expect(addWeeks("2026-02-20", 2)).toBe("2026-03-06");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  expect(dayOf(new Date("2026-05-01T23:59:59Z"))).toBe("2026-05-01");
});

test("a delivery is due from the start of its day, and only while active", () => {
  const s = { status: "active" as const, nextDate: "2026-06-10" };
  expect(isDue(s, new Date("2026-06-09T23:59:59Z"))).toBe(false);
  expect(isDue(s, new Date("2026-06-10T00:00:00Z"))).toBe(true);
  expect(isDue(s, new Date("2026-06-12T08:00:00Z"))).toBe(true);
  expect(isDue({ ...s, status: "paused" }, new Date("2026-06-12T08:00:00Z"))).toBe(false);
  expect(isDue({ ...s, status: "cancelled" }, new Date("2026-06-12T08:00:00Z"))).toBe(false);
});

test("the next delivery may be changed until 48 hours before its day", () => {
  expect(changeCutoff("2026-06-10").toISOString()).toBe("2026-06-08T00:00:00.000Z");
  expect(canChangeNext("2026-06-10", new Date("2026-06-07T23:59:59Z"))).toBe(true);
  expect(canChangeNext("2026-06-10", new Date("2026-06-08T00:00:00Z"))).toBe(false);
});

test("the reminder goes 3 days before, the size check 7 days before", () => {
  expect(reminderDay("2026-06-10")).toBe("2026-06-07");
  expect(sizeCheckDay("2026-06-10")).toBe("2026-06-03");
});

test("a declined charge is retried 1, 3 and 5 days after the first decline, then no more", () => {
  const first = new Date("2026-06-10T06:00:00Z");
  expect(retryAt(first, 1)!.toISOString()).toBe("2026-06-11T06:00:00.000Z");
  expect(retryAt(first, 2)!.toISOString()).toBe("2026-06-13T06:00:00.000Z");
  expect(retryAt(first, 3)!.toISOString()).toBe("2026-06-15T06:00:00.000Z");
  expect(retryAt(first, 4)).toBeNull();
});

test("resuming keeps a planned day still ahead, else the delivery is tomorrow", () => {
  expect(resumeDate("2026-07-01", new Date("2026-06-20T10:00:00Z"))).toBe("2026-07-01");
  expect(resumeDate("2026-06-01", new Date("2026-06-20T10:00:00Z"))).toBe("2026-06-21");
});

test("after a delivery the next one is an interval on, past today: a job stopped for weeks catches up once", () => {
  expect(nextAfter("2026-06-10", 2, "2026-06-10")).toBe("2026-06-24");
  expect(nextAfter("2026-06-10", 2, "2026-07-01")).toBe("2026-07-08");
  expect(nextAfter("2026-06-10", 2, "2026-07-08")).toBe("2026-07-22");
});

test("a card is warned about 30 days before the first delivery it cannot pay (valid to the end of its month)", () => {
  const card = { expMonth: 3, expYear: 2026 };
  expect(cardExpiryLabel(card)).toBe("03/2026");
  // Every 2 weeks from 2026-03-20: 2026-03-20 is paid, 2026-04-03 is the first after March.
  expect(cardExpiryWarning(card, "2026-03-20", 2)).toEqual({ delivery: "2026-04-03", warnOn: "2026-03-04" });
  // A delivery on the last day of the month is still paid; the first of the next is not.
  expect(cardExpiryWarning(card, "2026-03-31", 1).delivery).toBe("2026-04-07");
  expect(cardExpiryWarning(card, "2026-04-01", 4)).toEqual({ delivery: "2026-04-01", warnOn: "2026-03-02" });
  // December's card: the year turns.
  expect(cardExpiryWarning({ expMonth: 12, expYear: 2026 }, "2026-12-20", 12).delivery).toBe("2027-03-14");
  expect(cardExpiryWarning({ expMonth: 12, expYear: 2026 }, "2026-12-10", 3).delivery).toBe("2027-01-21");
  // A far expiry: the delivery is found without walking every week.
  expect(cardExpiryWarning({ expMonth: 1, expYear: 2200 }, "2026-01-05", 1).delivery >= "2200-02-01").toBe(true);
});
