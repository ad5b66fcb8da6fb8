// What the product page's buying block needs of a product (ProductPurchase in shopping-islands.tsx):
// the cart line's product fields, the stock of each colour and size, and a subscribable product's
// offer with its words. Server-side helper.
import { getTranslations } from "next-intl/server";
import { finalPrice, type Product } from "@/lib/catalog/schema";
import { defaultInterval } from "@/lib/catalog/subscription-offer.client";
import { productTexts } from "@/lib/catalog/translations";
import type { PurchaseProps } from "./product-purchase-island";
import type { SubscriptionOfferProps } from "./subscribe-choice";

export async function purchasePropsOf(product: Product, locale: string): Promise<PurchaseProps> {
  const [subscription, t] = await Promise.all([subscriptionOfferOf(product, locale), getTranslations({ locale, namespace: "Restock" })]);
  return {
    product: {
      id: product.id,
      // The name as the shopper reads it now; the cart shows each line's name in the language of its screen.
      name: productTexts(product, locale).name,
      image: product.images[0] ?? "",
      price: product.price,
      finalPrice: finalPrice(product),
      discount: product.discount,
    },
    stock: product.stock,
    variants: product.variations.map((v) => ({ color: v.color, image: v.image, sizes: v.size })),
    ...(subscription ? { subscription } : {}),
    restock: {
      heading: t("heading"),
      guestLead: t("guestLead"),
      signedInLead: t("signedInLead"),
      email: t("email"),
      submit: t("submit"),
      sending: t("sending"),
      unavailable: t("errors.unavailable"),
    },
  };
}

/** The offer as the page shows it (undefined: sold once only). The island fills in the interval and the price. */
async function subscriptionOfferOf(product: Product, locale: string): Promise<SubscriptionOfferProps | undefined> {
  const offer = product.subscription;
  const first = offer && defaultInterval(offer.intervals);
  if (!offer || first === undefined) return undefined;
  const t = await getTranslations({ locale, namespace: "ProductPage.subscribe" });
  const percent = new Intl.NumberFormat(locale, { style: "percent" }).format(offer.discountPercent / 100);
  return {
    intervals: offer.intervals.map((weeks) => ({ weeks, label: t("weeks", { count: weeks }) })),
    defaultWeeks: first,
    discountPercent: offer.discountPercent,
    texts: {
      legend: t("legend"),
      oneTime: t("oneTime"),
      // "{interval}" is left for the island, which knows the interval chosen.
      subscribe: t("subscribe", { percent, interval: "{interval}" }),
      every: t("every"),
      eachDelivery: t.raw("eachDelivery") as string,
      button: t("button"),
      buttonLabel: t("buttonLabel", { name: productTexts(product, locale).name }),
    },
  };
}
