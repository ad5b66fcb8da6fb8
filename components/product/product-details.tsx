import { getTranslations } from "next-intl/server";
import { reviewAverage } from "@/lib/catalog/structured-data";
import { totalStock, type Product } from "@/lib/schemas";
import { DetailTabs } from "./product-islands";
import { Rating } from "./rating";
import { colorLabel } from "@/lib/catalog/colors";
import styles from "./product-details.module.css";

/** The id of the reviews panel, for "#…" links to it. */
export const reviewsPanelId = (idPrefix: string) => `${idPrefix}-reviews`;

/**
 * The tabs under (or beside) a product: its full description, additional information (colours,
 * sizes and what is in stock) and the reviews with their average. Posting a review comes with
 * customer accounts.
 */
export async function ProductDetails({ product, locale, idPrefix }: { product: Product; locale: string; idPrefix: string }) {
  const [t, tp, tColor] = await Promise.all([
    getTranslations({ locale, namespace: "Product" }),
    getTranslations({ locale, namespace: "ProductPage" }),
    getTranslations({ locale, namespace: "Colors" }),
  ]);
  const paragraphs = product.fullDescription
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const average = reviewAverage(product.reviews);
  const reviews = [...product.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const sizes = [...new Set(product.variations.flatMap((v) => v.size.map((s) => s.name)))];

  const description = (
    <div className={styles.prose}>
      {paragraphs.length > 0 ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{product.shortDescription}</p>}
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
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.variations.map((v) => (
              <tr key={v.color}>
                <th scope="row">{colorLabel(tColor, v.color)}</th>
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
      {average !== null ? (
        <p className={styles.average}>
          <span className={styles.averageValue}>{tp("average", { average })}</span>
          <Rating value={average} />
          <span className={styles.basedOn}>{tp("basedOn", { count: reviews.length })}</span>
        </p>
      ) : (
        <p>{tp("noReviews")}</p>
      )}
      {reviews.length > 0 && (
        <ol role="list" className={styles.reviewList}>
          {reviews.map((r) => (
            <li key={r.id} className={styles.review}>
              <article aria-label={tp("reviewBy", { author: r.author })}>
                <p className={styles.reviewHead}>
                  <strong>{r.author}</strong>
                  <time dateTime={r.createdAt} className={styles.reviewDate}>
                    {date.format(new Date(r.createdAt))}
                  </time>
                </p>
                <Rating value={r.rating} />
                <p className={styles.reviewText}>{r.text}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.formNote}>{tp("reviewFormLater")}</p>
    </div>
  );

  return (
    <DetailTabs
      label={tp("tabs")}
      idPrefix={idPrefix}
      tabs={[
        { id: "description", label: t("description"), panel: description },
        { id: "information", label: tp("information"), panel: information },
        { id: "reviews", label: tp("reviewsTab", { count: reviews.length }), panel: reviewsPanel },
      ]}
    />
  );
}
