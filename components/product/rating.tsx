import { useTranslations } from "next-intl";
import { RatingStars, roundedRating } from "./rating-stars";

/** Five stars filled to the rating (halves), named by it ("Rated 4.5 out of 5"). A listing shows fifteen. */
export function Rating({ value, className }: { value: number; className?: string }) {
  const t = useTranslations("Product");
  const rounded = roundedRating(value);
  return <RatingStars value={rounded} label={t("rating", { rating: rounded })} {...(className && { className })} />;
}
