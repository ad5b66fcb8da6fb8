import "server-only";
// The one way a server action is built: who may call it (public, a signed-in user, an admin),
// what it takes (a zod schema), and one shape of answer with translated errors. The access check
// and the parse run before the body, so no action can forget them; nothing thrown reaches the
// browser as a stack trace or a 500.
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { authorize, type Session } from "@/lib/auth/access";
import { toFieldErrors, type FieldErrorCode } from "./field-errors";

export type ActionAccess = "public" | "user" | "admin";

/** Codes a caller can act on; each has a text under "Actions.errors" in messages/*.json. */
export type ActionErrorCode = "signed-out" | "forbidden" | "invalid" | "unavailable" | "busy" | "not-found" | "conflict";

export type ActionFailure = {
  ok: false;
  error: ActionErrorCode;
  message: string;
  /** Per input field, for forms: a translated reason. */
  fieldErrors?: Record<string, string>;
};
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

/**
 * Thrown by an action's body for an expected refusal ("not-found", "conflict"...): answered, not
 * logged. `detail` carries a more precise text, already translated by the body ("this email
 * address belongs to another account"), for the whole form and/or per field.
 */
export class ActionError extends Error {
  constructor(
    readonly code: ActionErrorCode,
    readonly detail: { message?: string; fieldErrors?: Record<string, string> } = {},
  ) {
    super(code);
  }
}

type Context<A extends ActionAccess> = { session: A extends "public" ? null : Session };

/** Every action defined, with its access: a test walks it, so a new action cannot skip the guard tests. */
export const ACTION_REGISTRY: { name: string; access: ActionAccess }[] = [];

export function defineAction<A extends ActionAccess, S extends z.ZodType, T>(
  spec: { name: string; access: A; input: S },
  body: (input: z.output<S>, context: Context<A>) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  ACTION_REGISTRY.push({ name: spec.name, access: spec.access });
  return async (raw) => {
    const t = await getTranslations("Actions");
    const fail = (error: ActionErrorCode, fieldErrors?: Record<string, string>): ActionFailure => ({
      ok: false,
      error,
      message: t(`errors.${error}`),
      ...(fieldErrors ? { fieldErrors } : {}),
    });
    try {
      let session: Session | null = null;
      if (spec.access !== "public") {
        const access = await authorize(spec.access);
        if (!access.ok) return fail(access.reason);
        session = access.session;
      }
      const parsed = spec.input.safeParse(raw);
      if (!parsed.success) {
        const codes = toFieldErrors(parsed.error.issues);
        const texts = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`fields.${code as FieldErrorCode}`)]));
        return fail("invalid", texts);
      }
      return { ok: true, data: await body(parsed.data, { session } as Context<A>) };
    } catch (error) {
      unstable_rethrow(error); // Next's redirect() and notFound() are not failures
      if (error instanceof ActionError) {
        const failure = fail(error.code, error.detail.fieldErrors);
        return error.detail.message ? { ...failure, message: error.detail.message } : failure;
      }
      console.error(`action ${spec.name} failed`, error);
      return fail("unavailable");
    }
  };
}
