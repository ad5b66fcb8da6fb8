import { z } from "zod";
import { toFieldErrors } from "./field-errors";

const schema = z.object({
  firstName: z.string().trim().min(1).max(5),
  email: z.email(),
  address: z.object({ postcode: z.string().min(3) }),
});

test("one reason per field, the first issue of each, nested fields by their path", () => {
  const r = schema.safeParse({ firstName: "", email: "nope", address: { postcode: "1" } });
  expect(r.success).toBe(false);
  expect(toFieldErrors(r.error!.issues)).toEqual({ firstName: "required", email: "invalid", "address.postcode": "tooShort" });
});

test("missing fields are required; too long is tooLong", () => {
  const r = schema.safeParse({ firstName: "abcdefgh" });
  expect(toFieldErrors(r.error!.issues)).toEqual({ firstName: "tooLong", email: "required", address: "required" });
});

test("an issue about the whole input goes under _form", () => {
  const r = z.string().safeParse(3);
  expect(toFieldErrors(r.error!.issues)).toEqual({ _form: "invalid" });
});

test("a custom issue may name its own reason; an unknown name is just invalid", () => {
  const rung = z.object({ from: z.number(), to: z.number() }).superRefine((r, ctx) => {
    if (r.from >= r.to) ctx.addIssue({ code: "custom", path: ["to"], message: "low to high", params: { fieldError: "rangeOrder" } });
    if (r.from < 0) ctx.addIssue({ code: "custom", path: ["from"], message: "negative", params: { fieldError: "no-such-text" } });
  });
  const r = rung.safeParse({ from: -1, to: -2 });
  expect(toFieldErrors(r.error!.issues)).toEqual({ to: "rangeOrder", from: "invalid" });
});
