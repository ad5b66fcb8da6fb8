// Translations over HTTP, for clients that load them at run time: GET /locales/{lng}/{ns}.json
// serves one top-level namespace of messages/{lng}.json, English filling what a translation lacks;
// and the missing-key save path, POST /locales/add/{lng}/{ns}, whose body is validated here.
import { z } from "zod";
import en from "@/messages/en.json";
import { loadMessages } from "./messages";
import { isLocale, type Locale } from "./routing";

/** The namespaces that exist: the top-level keys of the fallback language. */
export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

/** "Common.json" (or "Common") -> "Common" when it is a namespace; null otherwise. */
export function parseNamespace(raw: string): keyof typeof en | null {
  const ns = raw.endsWith(".json") ? raw.slice(0, -5) : raw;
  return (NAMESPACES as string[]).includes(ns) ? (ns as keyof typeof en) : null;
}

/** The messages of one namespace in one language (with the English fallback), or null if either is unknown. */
export async function namespaceMessages(lng: string, rawNs: string): Promise<unknown | null> {
  const ns = parseNamespace(rawNs);
  if (!isLocale(lng) || !ns) return null;
  const messages = await loadMessages(lng as Locale);
  return messages[ns];
}

/** A missing-key report, as i18next's HTTP backend sends it: { "key.path": "fallback text" }. */
export const MISSING_KEYS_MAX_BYTES = 8 * 1024;
export const missingKeysSchema = z
  .record(
    z.string().min(1).max(200).regex(/^[\w.\-:]+$/),
    z.string().max(1000),
  )
  .refine((keys) => Object.keys(keys).length > 0 && Object.keys(keys).length <= 50, { message: "1 to 50 keys" });

/** Is saving missing keys on? Not in production, unless I18N_SAVE_MISSING=1 asks for it. */
export function missingKeySaveEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== "production" || env.I18N_SAVE_MISSING === "1";
}
