import { returnFormSchema } from "./return-input";
import { everyUnitReturned, returnableUnits, returnDeadline, returnProblems, returnRequestSchema, returnsOpen, type ReturnRequest } from "./return-request";

const DELIVERED = "2026-05-01T12:00:00.000Z";
const day = (n: number) => new Date(Date.parse(DELIVERED) + n * 86_400_000);
const request = (id: string, state: ReturnRequest["state"], lines: ReturnRequest["lines"]): ReturnRequest =>
  returnRequestSchema.parse({ id: `${id}-0123456789abcdef`, lines, reason: "Too big", state, requestedAt: DELIVERED });
const order = (returns: ReturnRequest[] = [], status: "delivered" | "partly-refunded" | "shipped" = "delivered") => ({
  status,
  history: [
    { status: "pending" as const, at: "2026-04-25T12:00:00.000Z" },
    ...(status === "shipped" ? [] : [{ status: "delivered" as const, at: DELIVERED }]),
  ],
  lines: [{ quantity: 3 }, { quantity: 1 }],
  returns,
});

describe("return rules", () => {
  it("opens for 30 days from delivery, and not before delivery", () => {
    expect(returnDeadline(order())).toBe("2026-05-31T12:00:00.000Z");
    expect(returnsOpen(order(), day(30))).toBe(true);
    expect(returnsOpen(order(), day(30.01))).toBe(false);
    expect(returnsOpen(order([], "shipped"), day(1))).toBe(false);
    expect(returnProblems(order(), [{ index: 0, quantity: 1 }], day(31))).toEqual([{ code: "too-late", deadline: "2026-05-31T12:00:00.000Z" }]);
    expect(returnProblems(order([], "shipped"), [{ index: 0, quantity: 1 }], day(1))).toEqual([{ code: "not-delivered" }]);
  });

  it("counts units asked back or accepted, not refused ones, and says which line is over", () => {
    const o = order([request("a", "accepted", [{ index: 0, quantity: 1 }]), request("b", "requested", [{ index: 1, quantity: 1 }]), request("c", "refused", [{ index: 0, quantity: 2 }])]);
    expect(returnableUnits(o)).toEqual([2, 0]);
    expect(returnProblems(o, [{ index: 0, quantity: 2 }], day(2))).toEqual([]);
    expect(returnProblems(o, [{ index: 0, quantity: 3 }, { index: 1, quantity: 1 }, { index: 4, quantity: 1 }], day(2))).toEqual([
      { code: "too-many", index: 0, available: 2 },
      { code: "already-returned", index: 1 },
      { code: "unknown-line", index: 4 },
    ]);
  });

  it("knows when the last units come back", () => {
    const o = order([request("a", "accepted", [{ index: 0, quantity: 3 }])], "partly-refunded");
    expect(everyUnitReturned(o, request("d", "requested", [{ index: 1, quantity: 1 }]))).toBe(true);
    expect(everyUnitReturned(order(), request("d", "requested", [{ index: 1, quantity: 1 }]))).toBe(false);
  });
});

describe("returnFormSchema", () => {
  const base = { orderId: "FL-ABCD2345", id: "key-0123456789abcdef", reason: " Too big " };
  it("takes the lines with units and trims the reason", () => {
    expect(returnFormSchema.parse({ ...base, "units-0": "2", "units-1": "0", "units-2": "" })).toEqual({ ...base, reason: "Too big", lines: [{ index: 0, quantity: 2 }] });
  });
  it("refuses no units, a count that is not a whole number, and an empty reason", () => {
    expect(returnFormSchema.safeParse({ ...base, "units-0": "0" }).success).toBe(false);
    expect(returnFormSchema.safeParse({ ...base, "units-0": "1.5" }).success).toBe(false);
    expect(returnFormSchema.safeParse({ ...base, "units-0": "x" }).success).toBe(false);
    expect(returnFormSchema.safeParse({ ...base, reason: "  ", "units-0": "1" }).success).toBe(false);
  });
});
