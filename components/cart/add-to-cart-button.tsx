"use client";
import { useState } from "react";
import type { CartProduct } from "@/stores/rules";
import type { RegistryTag } from "@/stores/schemas";
import { BagIcon } from "./icons";
import { useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import styles from "./buttons.module.css";
import { fill } from "@/lib/i18n/format";

type Props = {
  product: CartProduct;
  /** Units in stock of the product (or of the chosen colour and size). */
  stock: number;
  quantity?: number;
  color?: string;
  size?: string;
  /** "compact" on cards and in lists, "large" on the product page. */
  look?: "compact" | "large";
  /** Called with the units added (0 when nothing went in). */
  onAdded?: (added: number) => void;
  /** Bought for this baby registry item: a cart line of its own. */
  registry?: RegistryTag;
  /** With `registry`: the units still wanted on it. */
  wanted?: number;
};

/** Adds a product (or the chosen variation) to the cart, labelled with the product's name. */
export function AddToCartButton({ product, stock, quantity, color, size, look = "compact", onAdded, registry, wanted }: Props) {
  const { t } = useShopTexts();
  const actions = useShopActions();
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      const added = await actions.addToCart({ product, stock, quantity, color, size, ...(registry ? { registry, wanted } : {}) });
      onAdded?.(added);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`${styles.cartButton} ${look === "large" ? styles.large : ""}`}
      aria-label={fill(t.addToCartLabel, { name: product.name })}
      aria-busy={busy || undefined}
      onClick={add}
    >
      <BagIcon size={look === "large" ? 20 : 18} />
      <span>{t.addToCart}</span>
    </button>
  );
}
