import { addressInputSchema, changePasswordInputSchema, PASSWORD_MIN_LENGTH } from "@/lib/users/schema";
import { hasPassword, identityToolkitUrl, isDeleteConfirmation, isRecentSignIn } from "./account-rules";

describe("isDeleteConfirmation", () => {
  it.each([
    ["DELETE", "sam@example.test"],
    [" delete ", "sam@example.test"],
    ["sam@example.test", "sam@example.test"],
    ["  SAM@Example.TEST ", "sam@example.test"],
    ["DELETE", null],
  ])("accepts %p for %p", (typed, email) => expect(isDeleteConfirmation(typed, email)).toBe(true));

  it.each([
    ["", "sam@example.test"],
    ["DELET", "sam@example.test"],
    ["other@example.test", "sam@example.test"],
    ["", null],
    ["", ""],
  ])("refuses %p for %p", (typed, email) => expect(isDeleteConfirmation(typed, email)).toBe(false));
});

describe("identityToolkitUrl", () => {
  it("goes to the Auth emulator when one is set", () => {
    expect(identityToolkitUrl("accounts:signInWithPassword", { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", NEXT_PUBLIC_FIREBASE_API_KEY: "demo-key" })).toBe(
      "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key",
    );
  });
  it("goes to Google with the web API key otherwise, and needs that key", () => {
    expect(identityToolkitUrl("accounts:signInWithPassword", { NEXT_PUBLIC_FIREBASE_API_KEY: "AIza x" })).toBe(
      "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=AIza%20x",
    );
    expect(() => identityToolkitUrl("accounts:signInWithPassword", {})).toThrow(/NEXT_PUBLIC_FIREBASE_API_KEY/);
  });
});

describe("account schemas", () => {
  const address = { firstName: "Sam", lastName: "Parent", country: "DE", street: "Hauptstr. 1", city: "Berlin", postcode: "10115", phone: "+49 30 1234567" };
  it("an address: trims, fills the optional fields, checks the country, postcode and phone", () => {
    expect(addressInputSchema.parse({ ...address, city: " Berlin " })).toEqual({ ...address, company: "", region: "" });
    expect(addressInputSchema.safeParse({ ...address, country: "de" }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...address, postcode: "<b>" }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...address, phone: "12345" }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...address, phone: "call me" }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...address, street: "   " }).success).toBe(false);
  });
  it("a new password is at least as long as Firebase Auth wants", () => {
    expect(changePasswordInputSchema.safeParse({ currentPassword: "x", newPassword: "a".repeat(PASSWORD_MIN_LENGTH - 1) }).success).toBe(false);
    expect(changePasswordInputSchema.safeParse({ currentPassword: "x", newPassword: "a".repeat(PASSWORD_MIN_LENGTH) }).success).toBe(true);
  });
});

describe("asking who is there again before deleting", () => {
  it("an account with a password types it; one without (Google) needs a recent sign-in", () => {
    expect(hasPassword(["password"])).toBe(true);
    expect(hasPassword(["google.com", "password"])).toBe(true);
    expect(hasPassword(["google.com"])).toBe(false);
    expect(hasPassword([])).toBe(false);
  });

  it("a sign-in is recent within the window, with a minute of clock skew, never without a time", () => {
    const now = Date.parse("2026-11-30T12:00:00Z");
    const s = now / 1000;
    expect(isRecentSignIn(s - 299, now, 300)).toBe(true);
    expect(isRecentSignIn(s - 300, now, 300)).toBe(true);
    expect(isRecentSignIn(s - 301, now, 300)).toBe(false);
    expect(isRecentSignIn(s + 30, now, 300)).toBe(true);
    expect(isRecentSignIn(s + 120, now, 300)).toBe(false);
    for (const missing of [null, undefined, Number.NaN]) expect(isRecentSignIn(missing, now, 300)).toBe(false);
  });
});
