// The sign-in and registration forms' own checks and the small decisions around them. Pure:
// unit-tested, and shared by the forms. The server checks again (lib/auth, /api/session): these
// only spare a round trip and give the messages.
import { LOGIN_PATH, safeNextPath } from "@/lib/auth/guards";
import { ROUTES } from "@/lib/routes";

/** Firebase accepts 6; the form asks for 8 and says so next to the field. */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** Keys of "Auth.errors" in messages/*.json, for the checks done before calling Firebase. */
export type FieldErrorKey =
  | "emailRequired"
  | "invalidEmail"
  | "passwordRequired"
  | "passwordTooShort"
  | "firstNameRequired"
  | "lastNameRequired"
  | "nameTooLong";

export type SignInFields = { email: string; password: string };
export type RegisterFields = SignInFields & { firstName: string; lastName: string };
export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKey>>;

// Deliberately loose (one @, a dot in the domain, no spaces): Firebase is the judge.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): FieldErrorKey | undefined {
  const value = email.trim();
  if (!value) return "emailRequired";
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(value)) return "invalidEmail";
  return undefined;
}

function checkName(value: string, required: FieldErrorKey): FieldErrorKey | undefined {
  const name = value.trim();
  if (!name) return required;
  if (name.length > NAME_MAX_LENGTH) return "nameTooLong";
  return undefined;
}

function compact<F extends string>(errors: Record<F, FieldErrorKey | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<F>;
}

/** Sign-in: an email and any non-empty password (older accounts may have shorter ones). */
export function checkSignIn(fields: SignInFields): FieldErrors<keyof SignInFields> {
  return compact({ email: checkEmail(fields.email), password: fields.password ? undefined : "passwordRequired" });
}

export function checkRegister(fields: RegisterFields): FieldErrors<keyof RegisterFields> {
  return compact({
    firstName: checkName(fields.firstName, "firstNameRequired"),
    lastName: checkName(fields.lastName, "lastNameRequired"),
    email: checkEmail(fields.email),
    password: !fields.password
      ? "passwordRequired"
      : fields.password.length < PASSWORD_MIN_LENGTH
        ? "passwordTooShort"
        : undefined,
  });
}

/**
 * Where a signed-in visitor goes from the sign-in page: the `next` parameter when it is a path on
 * this site (never another origin, never the sign-in page itself), else the account page.
 */
export function afterSignInPath(next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return ROUTES.account;
  const path = safe.split(/[?#]/)[0]!;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return ROUTES.account;
  return safe;
}

/** First and last name from an identity provider's profile (Google's given_name / family_name). */
export function providerNames(profile: unknown): { firstName: string; lastName: string } {
  const p = (profile ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, NAME_MAX_LENGTH) : "");
  return { firstName: text(p.given_name), lastName: text(p.family_name) };
}
