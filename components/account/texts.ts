// The account screen's words: the raw "Account" messages, which the islands fill in themselves
// (lib/i18n/format.ts), so they ship no ICU formatter.
import type { Messages } from "@/lib/i18n/messages";

export type AccountTexts = Messages["Account"];

