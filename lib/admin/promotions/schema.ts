// What the admin's promotion screens send, as the server parses it (lib/actions/admin-promotions.ts):
// the promotion staff write (lib/promotions/schema.ts) with the rules a form cannot be trusted to
// keep, its status, and single-use codes made in bulk. Pure.
import { z } from "zod";
import { codePrefixSchema, MAX_BULK_CODES, PROMOTION_STATUSES, promotionIdSchema, promotionInputSchema } from "@/lib/promotions/schema";

export const promotionFieldsSchema = promotionInputSchema.superRefine((p, ctx) => {
  // Only a code promotion is found by a code.
  if (p.trigger === "automatic" && p.code) ctx.addIssue({ code: "custom", path: ["code"], message: "an automatic promotion has no code" });
  const { startsAt, endsAt } = p.conditions;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) ctx.addIssue({ code: "custom", path: ["conditions", "endsAt"], message: "ends before it starts" });
});
export type PromotionFields = z.output<typeof promotionFieldsSchema>;

export const createPromotionInputSchema = z.object({ fields: promotionFieldsSchema });
/** `updatedAt`: the promotion as the form loaded it; one changed since is refused (no lost update). */
export const updatePromotionInputSchema = z.object({ id: promotionIdSchema, updatedAt: z.string().datetime(), fields: promotionFieldsSchema });
export const promotionStatusInputSchema = z.object({ id: promotionIdSchema, status: z.enum(PROMOTION_STATUSES) });
/** Single-use codes for a code promotion: how many, and what they start with ("" for nothing). */
export const generateCodesInputSchema = z.object({
  id: promotionIdSchema,
  count: z.number().int().min(1).max(MAX_BULK_CODES),
  prefix: z.union([z.literal(""), codePrefixSchema]).default(""),
});

export type CreatePromotionInput = z.input<typeof createPromotionInputSchema>;
export type UpdatePromotionInput = z.input<typeof updatePromotionInputSchema>;
