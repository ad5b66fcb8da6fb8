import "server-only";
// How the promotion screens word a promotion: its trigger, its uses against its limit, the
// discount it gave against its budget, its window. Shared by the list and the record page.
import type { getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/format";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { PromotionRow } from "@/lib/admin/promotions/db";

export type PromotionTexts = Awaited<ReturnType<typeof getTranslations<"AdminPromotions">>>;

export function promotionSummary(p: PromotionRow, t: PromotionTexts, locale: Locale) {
  const { startsAt, endsAt } = p.conditions;
  const at = (iso: string) => formatDateTime(iso, locale);
  return {
    trigger: p.trigger === "automatic" ? t("trigger.automatic") : p.code ? t("trigger.code", { code: p.code }) : t("trigger.singleUseOnly"),
    status: t(`status.${p.status}`),
    uses: p.limits.totalUses === undefined ? String(p.usage.uses) : t("usesOf", { uses: p.usage.uses, limit: p.limits.totalUses }),
    given: p.limits.budget === undefined ? formatPrice(p.usage.given, locale) : t("givenOf", { given: formatPrice(p.usage.given, locale), budget: formatPrice(p.limits.budget, locale) }),
    window:
      startsAt && endsAt
        ? t("window.between", { from: at(startsAt), to: at(endsAt) })
        : startsAt
          ? t("window.from", { from: at(startsAt) })
          : endsAt
            ? t("window.until", { to: at(endsAt) })
            : t("window.always"),
  };
}
