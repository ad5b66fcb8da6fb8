// The registry screens' words: the raw "Registry" messages, which the islands fill in themselves
// (lib/i18n/format.ts).
import type { Messages } from "@/lib/i18n/messages";

export type RegistryTexts = Messages["Registry"];
