// The account's data model: the uid, the profile (users/{uid}), the account screen's inputs and the
// address book (users/{uid}/addresses/{id}), with the countries an address may be in.
import { z } from "zod";

/** A Firebase Auth uid; also a document id, so never a path (no "/"). */
export const uidSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^/]+$/);

/** What only the server sets (firebase-admin); firestore.rules forbid clients to write it. */
export const userInfoSchema = z.object({
  isAdmin: z.boolean().default(false),
});

/** The fields a user may choose (registration, account page). */
export const profileNamesSchema = z.object({
  firstName: z.string().trim().max(80).default(""),
  lastName: z.string().trim().max(80).default(""),
});

/** users/{uid}. Names at the top level (the user may edit them), the role under userInfo (never). */
export const userProfileSchema = profileNamesSchema.extend({
  email: z.string().email().or(z.literal("")).default(""),
  createdAt: z.string().datetime(),
  userInfo: userInfoSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Countries an address may be in (ISO 3166-1 alpha-2); names come from Intl.DisplayNames. */
export const COUNTRIES = [
  "AT", "AU", "BE", "BG", "CA", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR",
  "HR", "HU", "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MT", "NL", "NO", "NZ", "PL", "PT",
  "RO", "SE", "SI", "SK", "US",
] as const;
export const countrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof countrySchema>;

/** Firebase Auth's own minimum password length (auth/weak-password below it). */
export const PASSWORD_MIN_LENGTH = 6;
/** Generous for password managers; bounds the work of a request. */
export const PASSWORD_MAX_LENGTH = 128;

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default("");

/**
 * The account form's profile: names (required here) and the sign-in email. Changing the email
 * takes the current password too (checked on the server): a stolen session alone cannot move the
 * account to another address.
 */
export const accountProfileInputSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(""),
});
export type AccountProfileInput = z.input<typeof accountProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/**
 * "Type DELETE or your email address": checked on the server against the account's email; and the
 * password again (checked by Auth), unless the account has none (then a recent sign-in is needed).
 */
export const deleteAccountInputSchema = z.object({
  confirm: z.string().trim().min(1).max(254),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(""),
});

/** Firestore auto-ids and nanoids: letters, digits, "_" and "-"; never a path. */
export const addressIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/);

/** What a person types into the address form. */
export const addressInputSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  company: optionalText(100),
  country: countrySchema,
  street: requiredText(200),
  city: requiredText(100),
  region: optionalText(100),
  postcode: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/),
  // Digits with the usual separators, optionally a leading "+": 6 to 20 digits.
  phone: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^\+?[\d\s().-]+$/)
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 6 && digits <= 20;
    }),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** users/{uid}/addresses/{id}, as stored (the id is the document id). */
export const addressDocSchema = addressInputSchema.extend({
  isDefault: z.boolean().default(false),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type AddressDoc = z.infer<typeof addressDocSchema>;
export type Address = AddressDoc & { id: string };

/** Action inputs of the address book. */
export const addAddressInputSchema = addressInputSchema.extend({ makeDefault: z.boolean().default(false) });
export const updateAddressInputSchema = addressInputSchema.extend({ id: addressIdSchema });
export const addressRefInputSchema = z.object({ id: addressIdSchema });
