"use server";
// Staff running promotions from the admin screens (/promotions). Thin wrappers (defineAction,
// access "admin": the session is checked for the admin role before the input is parsed with
// zod): the actor is the session's admin, and each change is one commit with its audit entry
// (lib/promotions/write.ts). Promotions are read fresh at every price (never cached), so nothing
// needs revalidating.
import { staffOf } from "@/lib/admin/audit";
import { createPromotionInputSchema, generateCodesInputSchema, promotionStatusInputSchema, updatePromotionInputSchema } from "@/lib/admin/promotions/schema";
import type { PromotionStatus } from "@/lib/promotions/schema";
import { createPromotion as create, generateCodes, PromotionError, setPromotionStatus, updatePromotion as update } from "@/lib/promotions/write";
import { ActionError, defineAction, type ActionErrorCode } from "./define-action";

const CODES: Record<PromotionError["code"], ActionErrorCode> = {
  "not-found": "not-found",
  "code-taken": "conflict",
  stale: "conflict",
  "code-on-automatic": "invalid",
  archived: "conflict",
  "limit-after-use": "conflict",
};

/** A refusal of lib/promotions/write.ts as the action's translated answer (a code's refusal on the code field); anything else is rethrown. */
function refuse(error: unknown): never {
  if (!(error instanceof PromotionError)) throw error;
  const onCode = error.code === "code-taken" || error.code === "code-on-automatic";
  throw new ActionError(CODES[error.code], { reason: { key: `promotion.${error.code}`, ...(onCode ? { fields: ["fields.code"] } : {}) } });
}

type Saved = { id: string; updatedAt: string; status: PromotionStatus };

/** Create a promotion (active; its window decides when it applies). */
export const createPromotion = defineAction(
  { name: "adminPromotions.create", access: "admin", input: createPromotionInputSchema },
  async ({ fields }, { session }): Promise<Saved> => {
    try {
      const p = await create(staffOf(session), fields);
      return { id: p.id, updatedAt: p.updatedAt, status: p.status };
    } catch (error) {
      return refuse(error);
    }
  },
);

/** Save the edit form over a promotion loaded at `updatedAt` (refused if it changed since). */
export const updatePromotion = defineAction(
  { name: "adminPromotions.update", access: "admin", input: updatePromotionInputSchema },
  async ({ id, updatedAt, fields }, { session }): Promise<Saved> => {
    try {
      const p = await update(staffOf(session), id, fields, updatedAt);
      return { id: p.id, updatedAt: p.updatedAt, status: p.status };
    } catch (error) {
      return refuse(error);
    }
  },
);

/** Pause, resume or archive (for good) a promotion. */
export const changePromotionStatus = defineAction(
  { name: "adminPromotions.status", access: "admin", input: promotionStatusInputSchema },
  async ({ id, status }, { session }): Promise<Saved> => {
    try {
      const p = await setPromotionStatus(staffOf(session), id, status);
      return { id: p.id, updatedAt: p.updatedAt, status: p.status };
    } catch (error) {
      return refuse(error);
    }
  },
);

/** Make `count` single-use codes for a code promotion; answers how many were made. */
export const generatePromotionCodes = defineAction(
  { name: "adminPromotions.generateCodes", access: "admin", input: generateCodesInputSchema },
  async ({ id, count, prefix }, { session }): Promise<{ id: string; made: number }> => {
    try {
      const made = await generateCodes(staffOf(session), id, count, prefix);
      return { id, made: made.length };
    } catch (error) {
      return refuse(error);
    }
  },
);
