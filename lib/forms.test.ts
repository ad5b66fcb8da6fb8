import { z } from "zod";
import { emailField, fieldErrorKeys } from "./forms";

describe("emailField", () => {
  const schema = emailField("bad");
  it("trims and lowercases", () => {
    expect(schema.parse("  Ana.Lopez@Example.COM ")).toBe("ana.lopez@example.com");
  });
  it("refuses what is not an address, with the given key", () => {
    for (const bad of ["", "ana", "ana@", "@example.com", "a b@example.com", `${"a".repeat(250)}@example.com`]) {
      const r = schema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("bad");
    }
  });
});

describe("fieldErrorKeys", () => {
  it("gives each field its first message key", () => {
    const schema = z.object({
      name: z.string().min(1, { error: "nameRequired" }).max(3, { error: "nameTooLong" }),
      email: emailField("emailInvalid"),
      age: z.number(),
    });
    const r = schema.safeParse({ name: "", email: "x", age: "nope" });
    expect(r.success).toBe(false);
    expect(fieldErrorKeys(r.error!, ["name", "email", "age"] as const)).toEqual({
      name: "nameRequired",
      email: "emailInvalid",
      age: "invalid",
    });
    expect(fieldErrorKeys(r.error!, ["name"] as const)).toEqual({ name: "nameRequired" });
  });
});
