// The account screen's words. The server passes the raw "Account" messages (already in the
// visitor's language, English filling gaps) to the islands, which fill "{name}" placeholders
// themselves and so ship no ICU formatter. Pure: used by server and client components.
import type { Messages } from "@/lib/i18n/messages";

export type AccountTexts = Messages["Account"];

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}
