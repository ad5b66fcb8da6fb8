"use client";
// The account islands, each its own chunk (components/ui/island.tsx): the server renders their
// HTML, and each one's code (with its server action references) loads after hydration.
import { island } from "@/components/ui/island";
// Styled from the first paint (see components/shopping/shopping-islands.tsx).
import "./header-account.module.css";

/** The header's sign-in link, or for a signed-in shopper the account panel. */
export const HeaderAccount = island(() => import("./header-account").then((m) => m.HeaderAccount));

export const ProfileForm = island(() => import("./profile-form").then((m) => m.ProfileForm));
export const PasswordForm = island(() => import("./password-form").then((m) => m.PasswordForm));
export const AddressBook = island(() => import("./address-book").then((m) => m.AddressBook));
export const DeleteAccountForm = island(() => import("./delete-account-form").then((m) => m.DeleteAccountForm));
