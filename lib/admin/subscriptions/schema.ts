// What the admin's subscription page sends, as the server parses it
// (lib/actions/admin-subscriptions.ts): which subscription, and pause (until a day, or until
// resumed), resume or cancel. Pure.
import { z } from "zod";
import { subscriptionIdSchema } from "@/lib/subscriptions/schema";

/** What staff may do to any subscription (each is audited as `subscription.<action>`). */
export const STAFF_SUBSCRIPTION_ACTIONS = ["pause", "resume", "cancel"] as const;
export type StaffSubscriptionAction = (typeof STAFF_SUBSCRIPTION_ACTIONS)[number];

export const staffSubscriptionChangeSchema = z
  .object({
    subscriptionId: subscriptionIdSchema,
    action: z.enum(STAFF_SUBSCRIPTION_ACTIONS),
    /** Pause only: the day it resumes by itself (the shop's day); absent: until resumed. */
    until: z.iso.date().optional(),
  })
  .refine((c) => c.until === undefined || c.action === "pause", { path: ["until"], message: "only a pause has an end" });
export type StaffSubscriptionChangeInput = z.input<typeof staffSubscriptionChangeSchema>;
