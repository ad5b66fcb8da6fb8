import { afterSignInPath, checkEmail, checkRegister, checkSignIn, PASSWORD_MIN_LENGTH, providerNames } from "./auth-form";

describe("checkSignIn", () => {
  it("asks for both fields", () => {
    expect(checkSignIn({ email: "", password: "" })).toEqual({ email: "emailRequired", password: "passwordRequired" });
    expect(checkSignIn({ email: "   ", password: "x" })).toEqual({ email: "emailRequired" });
  });
  it("refuses a malformed email, accepts any non-empty password", () => {
    expect(checkSignIn({ email: "ana@", password: "1" })).toEqual({ email: "invalidEmail" });
    expect(checkSignIn({ email: " ana@example.com ", password: "1" })).toEqual({});
  });
});

describe("checkEmail", () => {
  it.each(["a b@example.com", "ana@example", "@example.com", "ana@@example.com", `${"a".repeat(250)}@example.com`])("refuses %s", (email) => {
    expect(checkEmail(email)).toBe("invalidEmail");
  });
  it.each(["ana@example.com", "a.b+c@sub.example.fr"])("accepts %s", (email) => {
    expect(checkEmail(email)).toBeUndefined();
  });
});

describe("checkRegister", () => {
  const good = { firstName: "Ana", lastName: "López", email: "ana@example.com", password: "x".repeat(PASSWORD_MIN_LENGTH) };
  it("accepts a complete form", () => {
    expect(checkRegister(good)).toEqual({});
  });
  it("names every missing field", () => {
    expect(checkRegister({ firstName: " ", lastName: "", email: "", password: "" })).toEqual({
      firstName: "firstNameRequired",
      lastName: "lastNameRequired",
      email: "emailRequired",
      password: "passwordRequired",
    });
  });
  it("asks for the minimum password length, and limits names", () => {
    expect(checkRegister({ ...good, password: "x".repeat(PASSWORD_MIN_LENGTH - 1) })).toEqual({ password: "passwordTooShort" });
    expect(checkRegister({ ...good, lastName: "x".repeat(81) })).toEqual({ lastName: "nameTooLong" });
  });
});

describe("afterSignInPath", () => {
  it("goes to a safe path on this site", () => {
    expect(afterSignInPath("/wishlist")).toBe("/wishlist");
    expect(afterSignInPath("/checkout?step=2")).toBe("/checkout?step=2");
  });
  it.each([null, undefined, "", "https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "wishlist"])(
    "goes to the account page for %p",
    (next) => {
      expect(afterSignInPath(next)).toBe("/my-account");
    },
  );
  it("never back to the sign-in page", () => {
    expect(afterSignInPath("/login-register")).toBe("/my-account");
    expect(afterSignInPath("/login-register?next=/cart")).toBe("/my-account");
  });
});

describe("providerNames", () => {
  it("takes Google's given and family names, trimmed and bounded", () => {
    expect(providerNames({ given_name: " Ana ", family_name: "López" })).toEqual({ firstName: "Ana", lastName: "López" });
    expect(providerNames({ given_name: "x".repeat(100) }).firstName).toHaveLength(80);
  });
  it("gives empty names for anything else", () => {
    expect(providerNames(null)).toEqual({ firstName: "", lastName: "" });
    expect(providerNames({ given_name: 3 })).toEqual({ firstName: "", lastName: "" });
  });
});
