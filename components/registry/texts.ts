// The registry screens' words: the server passes the raw "Registry" messages (in the visitor's
// language, English filling gaps) to the islands, which fill "{name}" placeholders themselves.
import type { Messages } from "@/lib/i18n/messages";

export type RegistryTexts = Messages["Registry"];
export { fill, plural } from "@/components/shopping/texts";
