"use server";
// Staff changing customers' accounts from the admin screens: grant or revoke admin, disable or
// enable. Thin wrappers (defineAction, access "admin": the session is checked for the admin role
// before the input is parsed with zod): the actor is the session's admin; the rules, the commit
// with its audit entry and the Auth side are in lib/admin/customers/db.ts. Every refusal answers a
// translated text (AdminCustomers.errors).
import { getTranslations } from "next-intl/server";
import { changeCustomer, CustomerError, type CustomerChange } from "@/lib/admin/customers/db";
import { setCustomerAdminInputSchema, setCustomerDisabledInputSchema } from "@/lib/admin/customers/schema";
import type { Session } from "@/lib/auth/access";
import { staffOf } from "@/lib/admin/audit";
import { ActionError, defineAction } from "./define-action";

export type CustomerChangeAnswer = { uid: string; changed: boolean; isAdmin: boolean; disabled: boolean };

async function change(session: Session, uid: string, what: CustomerChange): Promise<CustomerChangeAnswer> {
  try {
    const outcome = await changeCustomer(staffOf(session), uid, what);
    return { uid, changed: outcome.changed, ...outcome.state };
  } catch (error) {
    if (!(error instanceof CustomerError)) throw error;
    const t = await getTranslations("AdminCustomers.errors");
    switch (error.code) {
      case "not-found":
        throw new ActionError("not-found", { message: t("notFound") });
      case "busy":
        throw new ActionError("busy", { message: t("busy") });
      case "actor-not-admin":
        throw new ActionError("forbidden", { message: t("actorNotAdmin") });
      case "self":
        throw new ActionError("conflict", { message: t(what.kind === "admin" ? "selfAdmin" : "selfDisable") });
    }
  }
}

/** Grant (admin: true) or revoke the admin role. Nobody withdraws their own; the last admin stays. */
export const setCustomerAdmin = defineAction(
  { name: "adminCustomers.setAdmin", access: "admin", input: setCustomerAdminInputSchema },
  async ({ uid, admin }, { session }) => change(session, uid, { kind: "admin", value: admin }),
);

/** Disable (disabled: true) or re-enable an account. Nobody disables their own. */
export const setCustomerDisabled = defineAction(
  { name: "adminCustomers.setDisabled", access: "admin", input: setCustomerDisabledInputSchema },
  async ({ uid, disabled }, { session }) => change(session, uid, { kind: "disabled", value: disabled }),
);
