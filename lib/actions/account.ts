"use server";
// The account screen's server actions (/my-account). Each is built with defineAction (signed-in
// users only, zod input) and is a thin wrapper: the uid comes from the session, the work is done
// by lib/users/account.ts and lib/users/addresses.ts, and their expected refusals become precise,
// translated answers tied to the form's fields.

import { refresh } from "next/cache";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { sessionSignInTime } from "@/lib/auth/access";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { revalidateProducts } from "@/lib/catalog/read";
import { accountProfileInputSchema, addAddressInputSchema, addressRefInputSchema, changePasswordInputSchema, deleteAccountInputSchema, updateAddressInputSchema, type Address } from "@/lib/users/schema";
import { changePassword as changeAccountPassword, deleteAccount as deleteUserAccount, updateAccountProfile } from "@/lib/users/account";
import { AccountError } from "@/lib/users/account-error";
import { revalidateRegistries } from "@/lib/registry/read";
import { readProfile } from "@/lib/users/profile";
import { addAddress as addUserAddress, deleteAddress as deleteUserAddress, MAX_ADDRESSES, setDefaultAddress as setUserDefaultAddress, updateAddress as updateUserAddress } from "@/lib/users/addresses";
import { ActionError, defineAction, NO_INPUT } from "./define-action";

/** What the browser may know of its own profile: the names, the email and the role. */
export type MyProfile = { firstName: string; lastName: string; email: string; userInfo: { isAdmin: boolean } };

/** The signed-in user's profile (users/{uid}), or null when there is none yet (the auth context). */
export const getMyProfile = defineAction(
  { name: "account.getMyProfile", access: "user", input: NO_INPUT },
  async (_input, { session }): Promise<MyProfile | null> => {
    const profile = await readProfile(session.uid);
    if (!profile) return null;
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email || session.email || "",
      userInfo: { isAdmin: profile.userInfo.isAdmin },
    };
  },
);

/** Runs `work`; an AccountError becomes an ActionError with the account screen's own words. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const t = await getTranslations("Account.errors");
    switch (error.code) {
      case "not-found":
        throw new ActionError("not-found", { message: t("addressNotFound") });
      case "address-limit":
        throw new ActionError("conflict", { message: t("addressLimit", { max: MAX_ADDRESSES }) });
      case "email-in-use":
        throw new ActionError("conflict", { message: t("emailInUse"), fieldErrors: { email: t("emailInUse") } });
      case "wrong-password":
        throw new ActionError("invalid", { message: t("wrongPassword"), fieldErrors: { currentPassword: t("wrongPassword") } });
      case "password-required":
        throw new ActionError("invalid", { message: t("passwordRequired"), fieldErrors: { currentPassword: t("passwordRequired") } });
      case "too-many-attempts":
        throw new ActionError("busy", { message: t("tooManyAttempts") });
      case "recent-sign-in-required":
        throw new ActionError("invalid", { message: t("recentSignInRequired") });
      case "confirmation-mismatch":
        throw new ActionError("invalid", { message: t("confirmMismatch"), fieldErrors: { confirm: t("confirmMismatch") } });
    }
  }
}

/** This browser's session cookie, renewed after Auth ended the old one (email or password change). */
async function renewSessionCookie(cookie: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, cookie, sessionCookieOptions());
}

export const updateProfile = defineAction(
  { name: "account.updateProfile", access: "user", input: accountProfileInputSchema },
  async (input, { session }) => {
    const saved = await answering(() => updateAccountProfile(session.uid, input));
    if (saved.sessionCookie) await renewSessionCookie(saved.sessionCookie);
    refresh();
    return { firstName: saved.firstName, lastName: saved.lastName, email: saved.email };
  },
);

export const changePassword = defineAction(
  { name: "account.changePassword", access: "user", input: changePasswordInputSchema },
  async (input, { session }) => {
    const { sessionCookie } = await answering(() => changeAccountPassword(session.uid, input.currentPassword, input.newPassword));
    await renewSessionCookie(sessionCookie);
    return { changed: true };
  },
);

export const addAddress = defineAction(
  { name: "account.addAddress", access: "user", input: addAddressInputSchema },
  async (input, { session }): Promise<Address> => {
    const address = await answering(() => addUserAddress(session.uid, input));
    refresh();
    return address;
  },
);

export const updateAddress = defineAction(
  { name: "account.updateAddress", access: "user", input: updateAddressInputSchema },
  async ({ id, ...fields }, { session }): Promise<Address> => {
    const address = await answering(() => updateUserAddress(session.uid, id, fields));
    refresh();
    return address;
  },
);

export const deleteAddress = defineAction(
  { name: "account.deleteAddress", access: "user", input: addressRefInputSchema },
  async ({ id }, { session }) => {
    await answering(() => deleteUserAddress(session.uid, id));
    refresh();
    return { id };
  },
);

export const setDefaultAddress = defineAction(
  { name: "account.setDefaultAddress", access: "user", input: addressRefInputSchema },
  async ({ id }, { session }) => {
    await answering(() => setUserDefaultAddress(session.uid, id));
    refresh();
    return { id };
  },
);

export const deleteAccount = defineAction(
  { name: "account.deleteAccount", access: "user", input: deleteAccountInputSchema },
  async (input, { session }) => {
    const signedInAt = await sessionSignInTime();
    const result = await answering(() => deleteUserAccount(session.uid, input, { signedInAt }));
    revalidateRegistries(result.registriesDeleted);
    revalidateProducts(result.reviewedProducts);
    // The Auth account is gone, so the cookie verifies no more; clear it all the same.
    (await cookies()).set(SESSION_COOKIE, "", sessionCookieOptions(undefined, 0));
    return { deleted: true };
  },
);
