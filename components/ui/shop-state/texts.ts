// The shopping state's words: the raw "Shopping" messages (its notices, the shopping buttons'
// labels), which the islands fill in themselves (lib/i18n/format.ts), and the colour names.
import type { Messages } from "@/lib/i18n/messages";

export type ShoppingTexts = Messages["Shopping"];
/** Colour names in the page's language, by stored name ("pink" -> "Rose"). */
export type ColorNames = Record<string, string>;
