// zod issues -> one reason per form field (the first issue of each), as codes that the action
// wrapper translates ("Actions.fields.<code>"). Pure, so it is unit-tested.
import type { z } from "zod";

export type FieldErrorCode = "required" | "tooShort" | "tooLong" | "invalid";

export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_form";
    if (field in out) continue;
    out[field] = codeOf(issue);
  }
  return out;
}

function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  // zod leaves the input out of issues; its message names what was received.
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return "required";
  if (issue.code === "too_small") return issue.origin === "string" && issue.minimum === 1 ? "required" : "tooShort";
  if (issue.code === "too_big") return "tooLong";
  return "invalid";
}
