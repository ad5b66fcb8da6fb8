import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/format";
import { PriceView } from "./price-view";

type Props = {
  /** Cents before discount. */
  price: number;
  /** Cents after discount. */
  finalPrice: number;
  discount: number;
  locale: string;
  size?: "md" | "lg";
  /** Show the "-N%" badge next to the prices (the card shows it on the image instead). */
  showBadge?: boolean;
};

/** The price, and when discounted the original price struck through, labelled for screen readers. */
export function Price({ price, finalPrice, discount, locale, size = "md", showBadge = false }: Props) {
  const t = useTranslations("Product");
  const discounted = discount > 0;
  return (
    <PriceView
      current={formatPrice(finalPrice, locale)}
      {...(discounted && { old: formatPrice(price, locale) })}
      labels={{ price: t("price"), salePrice: t("salePrice"), originalPrice: t("originalPrice") }}
      size={size}
      {...(discounted && showBadge && { badge: { text: t("discount", { percent: discount }), label: t("discountLabel", { percent: discount }) } })}
    />
  );
}
