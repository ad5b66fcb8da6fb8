// zod issues -> one reason per form field (the first issue of each), as codes that the action
// wrapper translates ("Actions.fields.<code>"). Pure, so it is unit-tested.
import type { z } from "zod";
import { SUBSCRIPTION_PROBLEMS } from "@/lib/catalog/subscription-checks";

/**
 * Reasons a schema names itself on a custom issue (`params: { fieldError }`), where the generic
 * four would not tell staff what to fix: a subscription offer's (lib/catalog/subscription-checks.ts).
 */
const NAMED = SUBSCRIPTION_PROBLEMS;
type Named = (typeof NAMED)[number];

export type FieldErrorCode = "required" | "tooShort" | "tooLong" | "invalid" | Named;

export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_form";
    if (field in out) continue;
    out[field] = codeOf(issue);
  }
  return out;
}

const isNamed = (code: unknown): code is Named => (NAMED as readonly unknown[]).includes(code);

function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  if (issue.code === "custom" && isNamed(issue.params?.fieldError)) return issue.params.fieldError;
  // zod leaves the input out of issues; its message names what was received.
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return "required";
  if (issue.code === "too_small") return issue.origin === "string" && issue.minimum === 1 ? "required" : "tooShort";
  if (issue.code === "too_big") return "tooLong";
  return "invalid";
}
