import "server-only";
// The one way a server action is built: who may call it (public, a signed-in user, an admin),
// what it takes (a zod schema), and one shape of answer with translated errors. The access check
// and the parse run before the body, so no action can forget them; nothing thrown reaches the
// browser as a stack trace or a 500.
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getSession, type Session } from "@/lib/auth/access";
import { decideAccess } from "@/lib/auth/guards";
import { toFieldErrors, type FieldErrorCode } from "./field-errors";
import type { ActionErrorCode, ActionFailure, ActionResult } from "./result";
import { log } from "@/lib/log";

export type { ActionErrorCode, ActionFailure, ActionResult } from "./result";

export type ActionAccess = "public" | "user" | "admin";

/** The input of an action that takes none. */
export const NO_INPUT = z.void();

/**
 * Thrown by an action's body for an expected refusal ("not-found", "conflict"...): answered, not
 * logged. `detail` carries a more precise text, already translated by the body ("this email
 * address belongs to another account"), for the whole form and/or per field; or `reason`, a key
 * under "Actions" that the wrapper translates (so a test outside Next sees the key), said for the
 * whole form and on each of its `fields`.
 */
export class ActionError extends Error {
  constructor(
    readonly code: ActionErrorCode,
    readonly detail: { message?: string; fieldErrors?: Record<string, string>; reason?: { key: string; fields?: readonly string[] } } = {},
  ) {
    super(code);
  }
}

type Context<A extends ActionAccess> = { session: A extends "public" ? null : Session };

/** What an action needs of the request: the session and the texts. Real ones in Next, given in tests. */
export type ActionRequest = { session: () => Promise<Session | null>; t: (key: string) => string };

type Runner = (raw: unknown, request: ActionRequest) => Promise<ActionResult<unknown>>;

/**
 * Every action defined, with its access and its runner: a test walks it with a missing and a
 * wrong session, so a new action cannot skip the guard (and its body never runs when refused).
 */
export const ACTION_REGISTRY: { name: string; access: ActionAccess; run: Runner }[] = [];

type ActionSpec<A extends ActionAccess, S extends z.ZodType> = { name: string; access: A; input: S };

/** The guard, the parse and the answer around a body, registered (shared by both kinds of action). */
function runner<A extends ActionAccess, S extends z.ZodType, T>(
  spec: ActionSpec<A, S>,
  body: (input: z.output<S>, context: Context<A>) => Promise<T>,
): (raw: unknown, request: ActionRequest) => Promise<ActionResult<T>> {
  async function run(raw: unknown, request: ActionRequest): Promise<ActionResult<T>> {
    const fail = (error: ActionErrorCode, fieldErrors?: Record<string, string>): ActionFailure => ({
      ok: false,
      error,
      message: request.t(`errors.${error}`),
      ...(fieldErrors ? { fieldErrors } : {}),
    });
    try {
      let session: Session | null = null;
      if (spec.access !== "public") {
        const access = decideAccess(await request.session(), spec.access);
        if (!access.ok) return fail(access.reason);
        session = access.session;
      }
      const parsed = spec.input.safeParse(raw);
      if (!parsed.success) {
        const codes = toFieldErrors(parsed.error.issues);
        const texts = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, request.t(`fields.${code as FieldErrorCode}`)]));
        return fail("invalid", texts);
      }
      return { ok: true, data: await body(parsed.data, { session } as Context<A>) };
    } catch (error) {
      unstable_rethrow(error); // Next's redirect() and notFound() are not failures
      if (error instanceof ActionError) {
        const { reason } = error.detail;
        const message = reason ? request.t(reason.key) : error.detail.message;
        const fieldErrors = reason?.fields ? Object.fromEntries(reason.fields.map((field) => [field, message!])) : error.detail.fieldErrors;
        const failure = fail(error.code, fieldErrors);
        return message ? { ...failure, message } : failure;
      }
      log.error(`action ${spec.name} failed`, { error });
      return fail("unavailable");
    }
  }
  ACTION_REGISTRY.push({ name: spec.name, access: spec.access, run });
  return run;
}

/** The request of a server action running in Next: its session cookie, texts in its language. */
async function nextRequest(): Promise<ActionRequest> {
  const t = await getTranslations("Actions");
  return { session: getSession, t: (key) => t(key as never) };
}

export function defineAction<A extends ActionAccess, S extends z.ZodType, T>(
  spec: ActionSpec<A, S>,
  body: (input: z.output<S>, context: Context<A>) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  const run = runner(spec, body);
  return async (raw) => run(raw, await nextRequest());
}

/**
 * A form's action for useActionState, `(previous, formData) => state`, which also works as a
 * plain HTML form before JavaScript loads. The same guard, parse and error handling as
 * defineAction: the form's text fields are parsed by `input`, the body answers the form's next
 * state, and a refusal or failure becomes `refused(failure, fields)` (fields: what was typed, to
 * refill the form).
 */
export function defineFormAction<A extends ActionAccess, S extends z.ZodType, State>(
  spec: ActionSpec<A, S> & { refused: (failure: ActionFailure, fields: Record<string, string>) => State },
  body: (input: z.output<S>, context: Context<A>) => Promise<State>,
): (previous: State, data: FormData) => Promise<State> {
  const run = runner(spec, body);
  return async (_previous, data) => {
    const fields = Object.fromEntries([...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
    const result = await run(fields, await nextRequest());
    return result.ok ? result.data : spec.refused(result, fields);
  };
}
