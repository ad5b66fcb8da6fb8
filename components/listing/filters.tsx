import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { colorLabel, swatchOf } from "@/lib/catalog/colors";
import type { FacetCount, ListingQuery, ListingResult } from "@/lib/catalog/query";
import { centsToDollars } from "@/lib/format";
import { FacetGroup, type FacetOption } from "./facet-group";
import { HiddenFields } from "./hidden-fields";
import { QueryForm } from "./query-form";
import { listingHref } from "@/lib/routes";
import styles from "./filters.module.css";

type Props = {
  query: ListingQuery;
  result: ListingResult;
  basePath: string;
  /** Unique per page, for the ids of the price inputs. */
  idPrefix?: string;
  /** A column beside the results, or a wide panel above them (groups side by side). */
  variant?: "sidebar" | "panel";
};

/**
 * The filter sidebar: one GET form (checkboxes category/age/color/size/tag, min/max, inStock, sale),
 * each option with its count under the other filters. Submitting starts again at page 1.
 */
export function Filters({ query, result, basePath, idPrefix = "filters", variant = "sidebar" }: Props) {
  const t = useTranslations("Listing");
  const tc = useTranslations("Categories");
  const tColor = useTranslations("Colors");
  const tAge = useTranslations("AgeBands");
  const { facets, priceRange } = result;

  return (
    <QueryForm
      action={basePath}
      className={`${styles.form} ${variant === "panel" ? styles.panel : ""}`}
      aria-label={t("filters")}
    >
      <HiddenFields query={query} keys={["sort", "q"]} />
      <FacetGroup
        legend={t("categories")}
        name="category"
        options={options(facets.category, (v) => (tc.has(v) ? tc(v) : v))}
        selected={query.category}
      />
      <FacetGroup legend={t("age")} name="age" options={options(facets.age, (v) => tAge(v))} selected={query.age} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("price")}</legend>
        <div className={styles.priceRow}>
          <label className={styles.priceField}>
            <span aria-hidden="true">{t("min")}</span>
            <span className="visually-hidden">{t("minLabel")}</span>
            <input
              id={`${idPrefix}-min`}
              type="number"
              name="min"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={query.min}
              placeholder={String(centsToDollars(priceRange.min))}
              className={styles.input}
            />
          </label>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <label className={styles.priceField}>
            <span aria-hidden="true">{t("max")}</span>
            <span className="visually-hidden">{t("maxLabel")}</span>
            <input
              id={`${idPrefix}-max`}
              type="number"
              name="max"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={query.max}
              placeholder={String(centsToDollars(priceRange.max, "ceil"))}
              className={styles.input}
            />
          </label>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("availability")}</legend>
        <ul role="list" className={styles.options}>
          <li>
            <label className={styles.option}>
              <input type="checkbox" name="inStock" value="1" defaultChecked={query.inStock} />
              <span>{t("inStock")}</span>
              <span>({facets.inStock})</span>
            </label>
          </li>
          <li>
            <label className={styles.option}>
              <input type="checkbox" name="sale" value="1" defaultChecked={query.sale} />
              <span>{t("onSale")}</span>
              <span>({facets.sale})</span>
            </label>
          </li>
        </ul>
      </fieldset>

      <FacetGroup
        legend={t("colors")}
        name="color"
        options={options(facets.color, (v) => colorLabel(tColor, v), swatchOf)}
        selected={query.color}
        swatches
      />
      <FacetGroup legend={t("sizes")} name="size" options={options(facets.size)} selected={query.size} />
      <FacetGroup legend={t("tags")} name="tag" options={options(facets.tag)} selected={query.tag} />

      <div className={styles.actions}>
        <button type="submit" className="button">
          {t("apply")}
        </button>
        <Link href={listingHref(basePath, { sort: query.sort, q: query.q })} className={styles.clear}>
          {t("clearAll")}
        </Link>
      </div>
    </QueryForm>
  );
}

/** A facet's counts as the options the group shows (FacetOption); no label: the value's words. */
function options(facets: FacetCount[], label?: (value: string) => string, swatch?: (value: string) => string | null): FacetOption[] {
  return facets.map(({ value, count }) => {
    const words = label?.(value) ?? value;
    if (swatch) return [value, count, words, swatch(value)];
    return words === value ? [value, count] : [value, count, words];
  });
}
