"use client";
// "Add to registry" beside the product page's, quick view's and wishlist's other buttons. Product
// pages are cached and the same for everyone, so it reads the persisted user slice (as the header
// does), never the Auth SDK: signed out, it is a link to sign in and come back to this product
// (with its colour and size); signed in, a button whose dialog code loads only when clicked.
import { useState, type ComponentType } from "react";
import { Link } from "@/components/ui/link";
import { loginHref } from "@/lib/auth/guards";
import { productHref } from "@/lib/routes";
import { useShop, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import type { AddToRegistryDialogProps } from "./add-to-registry-dialog";
import buttons from "./buttons.module.css";
import { fill } from "@/lib/i18n/format";

type Props = {
  product: { id: string; name: string };
  color?: string;
  size?: string;
  /** A product with colours and sizes whose size is not chosen yet: the button asks for it. */
  needsChoice?: boolean;
};

let Dialog: ComponentType<AddToRegistryDialogProps> | null = null;

export function AddToRegistryButton({ product, color, size, needsChoice = false }: Props) {
  const { t: shop, colorName } = useShopTexts();
  const t = shop.addToRegistry;
  const signedIn = useShop((s) => s.restored && s.user.isLoggedIn);
  const [open, setOpen] = useState(false);
  const [, setLoaded] = useState(0);
  const [hint, setHint] = useState("");

  if (!signedIn) {
    return (
      <Link href={loginHref(productHref(product.id, { color, size }))} className={`${buttons.iconButton} ${buttons.withText}`} data-add-to-registry="">
        <span>{t.signIn}</span>
      </Link>
    );
  }

  async function start() {
    if (needsChoice) {
      setHint(t.chooseSize);
      document.querySelector<HTMLInputElement>('input[name="size"]')?.focus();
      return;
    }
    setHint("");
    if (!Dialog) {
      Dialog = (await import("./add-to-registry-dialog")).AddToRegistryDialog;
      setLoaded((n) => n + 1);
    }
    setOpen(true);
  }

  return (
    <>
      <button type="button" className={`${buttons.iconButton} ${buttons.withText}`} aria-label={fill(t.buttonLabel, { name: product.name })} onClick={start} data-add-to-registry="">
        <span>{t.button}</span>
      </button>
      <span role="status" className={hint ? undefined : "visually-hidden"}>
        {hint}
      </span>
      {open && Dialog ? <Dialog product={product} color={color} size={size} colorLabel={color ? colorName(color) : undefined} texts={t} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
