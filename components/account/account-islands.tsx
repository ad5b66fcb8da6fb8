"use client";
// The account forms as lazy islands (components/ui/island.tsx): the server renders their HTML, and
// each form's code (with the server action references) loads as its own chunk after hydration.
import { island } from "@/components/ui/island";

export const ProfileForm = island(() => import("./profile-form").then((m) => m.ProfileForm));
export const PasswordForm = island(() => import("./password-form").then((m) => m.PasswordForm));
export const AddressBook = island(() => import("./address-book").then((m) => m.AddressBook));
export const DeleteAccountForm = island(() => import("./delete-account-form").then((m) => m.DeleteAccountForm));
