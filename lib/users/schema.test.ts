import { uidSchema, userProfileSchema } from "./schema";

describe("userProfileSchema", () => {
  const profile = { firstName: " Ada ", lastName: "Admin", email: "ada@example.test", createdAt: "2026-01-01T00:00:00.000Z", userInfo: { isAdmin: true } };

  it("keeps names at the top level (trimmed) and the role under userInfo", () => {
    expect(userProfileSchema.parse(profile)).toEqual({ ...profile, firstName: "Ada" });
  });

  it("defaults a missing role to not admin, and missing names to empty", () => {
    expect(userProfileSchema.parse({ createdAt: profile.createdAt, userInfo: {} })).toEqual({
      firstName: "",
      lastName: "",
      email: "",
      createdAt: profile.createdAt,
      userInfo: { isAdmin: false },
    });
  });

  it.each([
    ["a name over 80 characters", { firstName: "x".repeat(81) }],
    ["an invalid e-mail", { email: "not-an-email" }],
    ["a string as role", { userInfo: { isAdmin: "true" } }],
    ["no userInfo", { userInfo: undefined }],
  ])("rejects %s", (_, over) => {
    expect(userProfileSchema.safeParse({ ...profile, ...over }).success).toBe(false);
  });
});

describe("uidSchema", () => {
  it("accepts Firebase uids and refuses what would change the document path", () => {
    expect(uidSchema.parse("demo-admin")).toBe("demo-admin");
    expect(uidSchema.safeParse("a/b").success).toBe(false);
    expect(uidSchema.safeParse("").success).toBe(false);
    expect(uidSchema.safeParse("x".repeat(129)).success).toBe(false);
  });
});
