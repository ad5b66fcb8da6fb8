// The admin customer actions' inputs (lib/actions/admin-customers.ts).
import { z } from "zod";
import { uidSchema } from "@/lib/users/schema";

export const setCustomerAdminInputSchema = z.strictObject({ uid: uidSchema, admin: z.boolean() });
export const setCustomerDisabledInputSchema = z.strictObject({ uid: uidSchema, disabled: z.boolean() });
export type SetCustomerAdminInput = z.infer<typeof setCustomerAdminInputSchema>;
export type SetCustomerDisabledInput = z.infer<typeof setCustomerDisabledInputSchema>;
