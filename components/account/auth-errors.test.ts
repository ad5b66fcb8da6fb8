import { authErrorView, errorCode, SessionError } from "./auth-errors";

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: "FirebaseError" });

describe("authErrorView", () => {
  it.each([
    ["auth/wrong-password", { key: "invalidCredential", field: "password" }],
    ["auth/invalid-credential", { key: "invalidCredential" }],
    ["auth/invalid-login-credentials", { key: "invalidCredential" }],
    ["auth/user-not-found", { key: "userNotFound", field: "email" }],
    ["auth/email-already-in-use", { key: "emailInUse", field: "email" }],
    ["auth/weak-password", { key: "weakPassword", field: "password" }],
    ["auth/invalid-email", { key: "invalidEmail", field: "email" }],
    ["auth/missing-password", { key: "missingPassword", field: "password" }],
    ["auth/too-many-requests", { key: "tooManyRequests" }],
    ["auth/network-request-failed", { key: "network" }],
    ["auth/popup-closed-by-user", { key: "popupClosed" }],
    ["auth/cancelled-popup-request", { key: "popupClosed" }],
    ["auth/popup-blocked", { key: "popupBlocked" }],
    ["auth/user-disabled", { key: "userDisabled" }],
    ["auth/account-exists-with-different-credential", { key: "otherProvider", field: "email" }],
  ])("maps %s", (code, view) => {
    expect(authErrorView(firebaseError(code))).toEqual(view);
  });

  it("maps the session endpoint's refusals to one message", () => {
    expect(authErrorView(new SessionError("stale-sign-in"))).toEqual({ key: "session" });
    expect(authErrorView(new SessionError("invalid-token"))).toEqual({ key: "session" });
  });

  it("treats a failed fetch as the network", () => {
    expect(authErrorView(new TypeError("Failed to fetch"))).toEqual({ key: "network" });
    expect(authErrorView(new TypeError("NetworkError when attempting to fetch resource."))).toEqual({ key: "network" });
  });

  it("answers generic for anything else, never throwing", () => {
    for (const thrown of [firebaseError("auth/internal-error"), new SessionError("unavailable"), new Error("boom"), new TypeError("x is undefined"), null, undefined, "text", 42, { code: 7 }]) {
      expect(authErrorView(thrown)).toEqual({ key: "generic" });
    }
  });

  it("does not take a code from the prototype chain", () => {
    expect(authErrorView({ code: "constructor" })).toEqual({ key: "generic" });
    expect(authErrorView({ code: "toString" })).toEqual({ key: "generic" });
  });
});

describe("errorCode", () => {
  it("reads a string code only", () => {
    expect(errorCode(firebaseError("auth/x"))).toBe("auth/x");
    expect(errorCode({ code: 1 })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });
});
