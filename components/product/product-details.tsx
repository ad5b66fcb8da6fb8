import { getTranslations } from "next-intl/server";
import { loginHref } from "@/lib/auth/guards";
import { REVIEW_RATING_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "@/lib/catalog/review-limits";
import { productHref, type ProductRoute } from "@/lib/routes";
import { totalStock, type Product, type ShownReview } from "@/lib/catalog/schema";
import { DetailTabs, ReviewForm } from "./product-islands";
import type { ReviewFormTexts } from "./review-form";
import { Rating } from "./rating";
import { colorLabel } from "@/lib/catalog/colors";
import { productTexts } from "@/lib/catalog/translations";
import styles from "./product-details.module.css";
// The islands' styles (components/ui/island.tsx).
import "./detail-tabs.module.css";
import "./review-form.module.css";
import "@/components/ui/form.module.css";

/** The id of the reviews panel, for "#…" links to it. */
export const reviewsPanelId = (idPrefix: string) => `${idPrefix}-reviews`;

/**
 * The tabs under (or beside) a product: its full description, additional information (colours,
 * sizes and what is in stock) and the reviews: the average and count of all of them, the newest
 * (`reviews`, as read for the page) newest first, then the form to write one (a lazy island; the
 * guest's sign-in link in the server's HTML).
 */
export async function ProductDetails({
  product,
  reviews: newest,
  locale,
  idPrefix,
  route = "product",
}: {
  product: Product;
  reviews: readonly ShownReview[];
  locale: string;
  idPrefix: string;
  /** The layout showing it: signing in to write a review comes back to it. */
  route?: ProductRoute;
}) {
  const [t, tp, tColor] = await Promise.all([
    getTranslations({ locale, namespace: "Product" }),
    getTranslations({ locale, namespace: "ProductPage" }),
    getTranslations({ locale, namespace: "Colors" }),
  ]);
  const texts = productTexts(product, locale, (c) => colorLabel(tColor, c));
  const paragraphs = texts.fullDescription
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const count = product.reviewCount;
  const reviews = [...newest].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const sizes = [...new Set(product.variations.flatMap((v) => v.size.map((s) => s.name)))];
  const number = new Intl.NumberFormat(locale);
  const limits = { min: number.format(REVIEW_TEXT_MIN), max: number.format(REVIEW_TEXT_MAX) };
  const formTexts: ReviewFormTexts = {
    heading: tp("reviewForm.heading"),
    signIn: tp("reviewForm.signIn"),
    checking: tp("reviewForm.checking"),
    rating: tp("reviewForm.rating"),
    required: tp("reviewForm.required"),
    stars: Array.from({ length: REVIEW_RATING_MAX }, (_, i) => tp("reviewForm.star", { count: i + 1 })),
    text: tp("reviewForm.text"),
    textHint: tp("reviewForm.textHint", limits),
    counter: tp.raw("reviewForm.counter") as string,
    submit: tp("reviewForm.submit"),
    submitting: tp("reviewForm.submitting"),
    posted: tp("reviewForm.posted"),
    replaced: tp("reviewForm.replaced"),
    already: tp("reviewForm.already"),
    ratingMissing: tp("reviewForm.ratingMissing"),
    textLength: tp("reviewForm.textLength", limits),
    notVerified: tp("reviewForm.notVerified"),
  };

  const description = (
    <div className={styles.prose}>
      {paragraphs.length > 0 ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{texts.shortDescription}</p>}
    </div>
  );

  const information =
    product.variations.length > 0 ? (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{tp("stockTableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("color")}</th>
              {sizes.map((s) => (
                <th key={s} scope="col">
                  {texts.size(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.variations.map((v) => (
              <tr key={v.color}>
                <th scope="row">{texts.color(v.color)}</th>
                {sizes.map((s) => {
                  const size = v.size.find((x) => x.name === s);
                  return (
                    <td key={s} className={size && size.stock > 0 ? styles.available : styles.unavailable}>
                      {!size ? tp("notMade") : size.stock > 0 ? tp("available") : t("soldOut")}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ) : (
      <dl className={styles.facts}>
        <div>
          <dt>{t("sku")}</dt>
          <dd>{product.sku}</dd>
        </div>
        <div>
          <dt>{tp("availability")}</dt>
          <dd>{totalStock(product) > 0 ? t("inStock") : t("soldOut")}</dd>
        </div>
      </dl>
    );

  const reviewsPanel = (
    <div className={styles.reviews}>
      {count > 0 ? (
        <p className={styles.average}>
          <span className={styles.averageValue}>{tp("average", { average: product.rating })}</span>
          <Rating value={product.rating} />
          <span className={styles.basedOn}>{tp("basedOn", { count })}</span>
        </p>
      ) : (
        <p>{tp("noReviews")}</p>
      )}
      {reviews.length > 0 && (
        <ol role="list" className={styles.reviewList}>
          {reviews.map((r) => {
            const author = r.author ?? tp("formerCustomer");
            return (
              <li key={r.id} className={styles.review}>
                <article aria-label={tp("reviewBy", { author })}>
                  <p className={styles.reviewHead}>
                    <strong>{author}</strong>
                    <time dateTime={r.createdAt} className={styles.reviewDate}>
                      {date.format(new Date(r.createdAt))}
                    </time>
                    {r.verified && <span className={styles.verified}>{tp("verifiedPurchase")}</span>}
                  </p>
                  <Rating value={r.rating} />
                  <p className={styles.reviewText}>{r.text}</p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {count > reviews.length && <p className={styles.basedOn}>{tp("newestShown", { shown: reviews.length, count })}</p>}
      <ReviewForm
        productId={product.id}
        loginHref={loginHref(`${productHref(product.id, { route })}#${reviewsPanelId(idPrefix)}`)}
        locale={locale}
        texts={formTexts}
      />
    </div>
  );

  return (
    <DetailTabs
      label={tp("tabs")}
      idPrefix={idPrefix}
      tabs={[
        { id: "description", label: t("description"), panel: description },
        { id: "information", label: tp("information"), panel: information },
        { id: "reviews", label: tp("reviewsTab", { count }), panel: reviewsPanel },
      ]}
    />
  );
}
