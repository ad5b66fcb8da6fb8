"use client";
// The account page's islands, each its own chunk (components/ui/island.tsx): the server renders
// their HTML, and each one's code (with its server action references) loads after hydration.
// The header's account island has its own wrapper (header-account-island.tsx), so storefront
// pages do not carry these.
import { island } from "@/components/ui/island";

export const ProfileForm = island(() => import("./profile-form").then((m) => m.ProfileForm));
export const PasswordForm = island(() => import("./password-form").then((m) => m.PasswordForm));
export const AddressBook = island(() => import("./address-book").then((m) => m.AddressBook));
export const DeleteAccountForm = island(() => import("./delete-account-form").then((m) => m.DeleteAccountForm));
