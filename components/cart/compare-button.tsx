"use client";
import type { SavedItem } from "@/stores/rules";
import { CompareIcon } from "./icons";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import styles from "./buttons.module.css";
import { fill } from "@/lib/i18n/format";

/**
 * Adds to the compare list. Disabled (aria-disabled, so it stays focusable and its label can be
 * read) once the product is in the list, with a label that says why.
 */
export function CompareButton({ item, showText = false }: { item: SavedItem; showText?: boolean }) {
  const { t } = useShopTexts();
  const actions = useShopActions();
  const restored = useRestored();
  const inList = useShop((s) => s.compare.compareItems.some((i) => i.id === item.id));
  const disabled = restored && inList;
  const label = fill(disabled ? t.inCompareLabel : t.addToCompareLabel, { name: item.name });
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${showText ? styles.withText : ""} ${disabled ? styles.active : ""}`}
      aria-label={label}
      aria-disabled={disabled || undefined}
      title={showText ? undefined : label}
      onClick={() => {
        if (!disabled) void actions.addToCompare(item);
      }}
    >
      <CompareIcon />
      {showText && <span>{t.compare}</span>}
    </button>
  );
}
