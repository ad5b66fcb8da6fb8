import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/format";
import styles from "./price.module.css";

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
  const className = [styles.price, size === "lg" ? styles.lg : ""].filter(Boolean).join(" ");
  if (discount <= 0) {
    return (
      <p className={className}>
        <span className="visually-hidden">{`${t("price")}: `}</span>
        <span className={styles.current}>{formatPrice(finalPrice, locale)}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="visually-hidden">{`${t("salePrice")}: `}</span>
      <span className={`${styles.current} ${styles.sale}`}>{formatPrice(finalPrice, locale)}</span>{" "}
      <span className="visually-hidden">{`${t("originalPrice")}: `}</span>
      <del className={styles.old}>{formatPrice(price, locale)}</del>
      {showBadge && (
        <>
          {" "}
          <span className={styles.badge}>
            <span aria-hidden="true">{t("discount", { percent: discount })}</span>
            <span className="visually-hidden">({t("discountLabel", { percent: discount })})</span>
          </span>
        </>
      )}
    </p>
  );
}
