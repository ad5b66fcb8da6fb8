// Firebase Auth error codes -> the message a person sees (keys of "Auth.errors" in messages/*.json)
// and the field it belongs to. Pure: the forms call it with whatever was thrown.

export type AuthErrorKey =
  | "invalidCredential"
  | "userNotFound"
  | "emailInUse"
  | "weakPassword"
  | "invalidEmail"
  | "missingPassword"
  | "tooManyRequests"
  | "network"
  | "popupClosed"
  | "popupBlocked"
  | "userDisabled"
  | "otherProvider"
  | "session"
  | "generic";

export type AuthField = "email" | "password";
export type AuthErrorView = { key: AuthErrorKey; field?: AuthField };

const BY_CODE: Record<string, AuthErrorView> = {
  // Newer projects (email enumeration protection) answer invalid-credential for both a wrong
  // password and an unknown email; the emulator still tells them apart.
  "auth/invalid-credential": { key: "invalidCredential" },
  "auth/invalid-login-credentials": { key: "invalidCredential" },
  "auth/wrong-password": { key: "invalidCredential", field: "password" },
  "auth/user-not-found": { key: "userNotFound", field: "email" },
  "auth/email-already-in-use": { key: "emailInUse", field: "email" },
  "auth/credential-already-in-use": { key: "emailInUse", field: "email" },
  "auth/weak-password": { key: "weakPassword", field: "password" },
  "auth/password-does-not-meet-requirements": { key: "weakPassword", field: "password" },
  "auth/invalid-email": { key: "invalidEmail", field: "email" },
  "auth/missing-email": { key: "invalidEmail", field: "email" },
  "auth/missing-password": { key: "missingPassword", field: "password" },
  "auth/too-many-requests": { key: "tooManyRequests" },
  "auth/network-request-failed": { key: "network" },
  "auth/timeout": { key: "network" },
  "auth/popup-closed-by-user": { key: "popupClosed" },
  "auth/cancelled-popup-request": { key: "popupClosed" },
  "auth/user-cancelled": { key: "popupClosed" },
  "auth/popup-blocked": { key: "popupBlocked" },
  "auth/user-disabled": { key: "userDisabled" },
  "auth/account-exists-with-different-credential": { key: "otherProvider", field: "email" },
  // Our own: the server refused to open a session for a sign-in that worked (lib/auth/session-api.ts).
  "session/invalid-token": { key: "session" },
  "session/stale-sign-in": { key: "session" },
  "session/bad-request": { key: "session" },
  "session/cross-site": { key: "session" },
};

/** The `code` of a thrown Firebase error (or our SessionError), if any. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** What to tell a person about `error`. A failed fetch (TypeError) is the network; anything unknown is generic. */
export function authErrorView(error: unknown): AuthErrorView {
  const code = errorCode(error);
  if (code && Object.hasOwn(BY_CODE, code)) return BY_CODE[code]!;
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return { key: "network" };
  return { key: "generic" };
}

/** Thrown when /api/session refuses a sign-in; its code maps like a Firebase one. */
export class SessionError extends Error {
  readonly code: string;
  constructor(reason: string) {
    super(`session: ${reason}`);
    this.code = `session/${reason}`;
  }
}
