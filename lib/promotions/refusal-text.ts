import "server-only";
// A refused code, said to the shopper in their language: why, and what would make it apply (how
// much is missing, when it starts, how long to wait).
import { getLocale, getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/format";
import type { CodeRefusal } from "./engine";

/** Every answer a code can get but "applied": the engine's refusals, and the limit on tries (lib/promotions/tries.ts). */
export type CodeAnswer = CodeRefusal | { code: string; reason: "too-many-tries"; retryAfterSeconds: number };

export async function refusalText(refusal: CodeAnswer): Promise<string> {
  const t = await getTranslations("Promotions.refusals");
  const locale = await getLocale();
  const code = refusal.code;
  switch (refusal.reason) {
    case "too-many-tries":
      return t("too-many-tries", { seconds: refusal.retryAfterSeconds });
    case "minimum-subtotal":
      return t("minimum-subtotal", { code, missing: formatPrice(refusal.missing ?? 0, locale) });
    case "minimum-quantity":
      return t("minimum-quantity", { code, missing: refusal.missing ?? 1 });
    case "not-started": {
      const date = refusal.startsAt ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(refusal.startsAt)) : "";
      return t("not-started", { code, date });
    }
    default:
      return t(refusal.reason, { code });
  }
}
