import type { Locale } from "./routing";
import en from "@/messages/en.json";

export type Messages = typeof en;

/** Messages of a locale, with English filling any key a translation lacks (en is the fallback). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return en;
  const own = (await import(`@/messages/${locale}.json`)).default as Partial<Messages>;
  return deepMerge(en, own);
}

function deepMerge<T>(base: T, over: unknown): T {
  if (typeof base !== "object" || base === null || typeof over !== "object" || over === null) {
    return (over ?? base) as T;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(out[k], v);
  return out as T;
}
