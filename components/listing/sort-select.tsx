import { useTranslations } from "next-intl";
import { SORTS, type ListingQuery } from "@/lib/catalog/query";
import { HiddenFields } from "./hidden-fields";
import { QueryForm } from "./query-form";
import styles from "./sort-select.module.css";

/** The sort control: a GET form keeping the filters, submitted on change once JavaScript runs. */
export function SortSelect({ query, basePath, id = "listing-sort" }: { query: ListingQuery; basePath: string; id?: string }) {
  const t = useTranslations("Listing");
  return (
    <QueryForm action={basePath} autoSubmit className={styles.form}>
      <HiddenFields query={query} keys={["category", "age", "color", "size", "tag", "min", "max", "inStock", "sale", "q"]} />
      <label htmlFor={id} className={styles.label}>
        {t("sortLabel")}
      </label>
      <select id={id} name="sort" defaultValue={query.sort} className={styles.select}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sorts.${s}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={`js-hide ${styles.submit}`}>
        {t("sortSubmit")}
      </button>
    </QueryForm>
  );
}
