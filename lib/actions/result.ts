// What every server action answers (lib/actions/define-action.ts). Types only: client code reads them.

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
