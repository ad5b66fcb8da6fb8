"use server";
// Staff pausing, resuming and cancelling a subscription from its admin page (/subscriptions/[id]).
// A thin wrapper (defineAction, access "admin": the session is checked for the admin role before
// the input is parsed with zod): the actor is the session's admin, and the change is one guarded
// commit with its audit entry (lib/subscriptions/db.ts changeSubscriptionAsStaff), under the
// parent's own rules. Subscriptions are read fresh everywhere, so nothing needs revalidating.
import { staffOf } from "@/lib/admin/audit";
import { staffSubscriptionChangeSchema, type StaffSubscriptionAction } from "@/lib/admin/subscriptions/schema";
import { cancel, changeSubscriptionAsStaff, pauseUntil, resume, SubscriptionError, type SubscriptionChange } from "@/lib/subscriptions/db";
import type { SubscriptionStatus } from "@/lib/subscriptions/schema";
import { ActionError, defineAction, type ActionErrorCode } from "./define-action";

const CODES: Record<SubscriptionError["code"], ActionErrorCode> = {
  "not-found": "not-found",
  "not-subscribable": "conflict",
  interval: "invalid",
  variant: "invalid",
  "too-late": "conflict",
  "not-allowed": "conflict",
  busy: "busy",
};

const WORDED = new Set<SubscriptionError["code"]>(["not-found", "not-allowed"]);

const change = (action: StaffSubscriptionAction, until?: string): SubscriptionChange => (action === "pause" ? pauseUntil(until) : action === "resume" ? resume : cancel);

/** Pause (until a day, or until resumed), resume or cancel a subscription; answers its status after. */
export const changeSubscriptionByStaff = defineAction(
  { name: "adminSubscriptions.change", access: "admin", input: staffSubscriptionChangeSchema },
  async ({ subscriptionId, action, until }, { session }): Promise<{ id: string; status: SubscriptionStatus; nextDate: string }> => {
    try {
      const after = await changeSubscriptionAsStaff(staffOf(session), subscriptionId, action, change(action, until));
      return { id: after.id, status: after.status, nextDate: after.nextDate };
    } catch (error) {
      if (!(error instanceof SubscriptionError)) throw error;
      // The refusals these changes can meet have their own words (keys under Actions.subscription).
      throw new ActionError(CODES[error.code], WORDED.has(error.code) ? { reason: { key: `subscription.${error.code}` } } : {});
    }
  },
);
