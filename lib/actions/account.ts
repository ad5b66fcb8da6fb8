"use server";
// The signed-in shopper's own account, for the browser's auth context (components/account/).
// Every action here is built with defineAction: access "user" checks the session cookie first.
import { z } from "zod";
import { readProfile } from "@/lib/users/profile";
import { defineAction } from "./define-action";

/** What the browser may know of its own profile: the names, the email and the role. */
export type MyProfile = { firstName: string; lastName: string; email: string; userInfo: { isAdmin: boolean } };

/** The signed-in user's profile (users/{uid}), or null when there is none yet. */
export const getMyProfile = defineAction(
  { name: "account.getMyProfile", access: "user", input: z.void() },
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
