import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { weekSearches } from "@/lib/admin/dash/searches";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import type { SearchCount } from "@/lib/search/db";
import styles from "./dash.module.css";

type T = Awaited<ReturnType<typeof getTranslations<"AdminDash">>>;

/** The last 7 days' searches: the most asked, and those that find nothing (with the way to answer them: a synonym). */
export async function SearchFigures({ locale }: { locale: Locale }) {
  await connection();
  const [t, searches] = await Promise.all([getTranslations({ locale, namespace: "AdminDash" }), weekSearches(new Date())]);
  return (
    <section aria-labelledby="dash-searches" className={styles.block}>
      <h2 id="dash-searches" className={styles.heading}>
        {t("searches.heading")}
      </h2>
      <div className={styles.columns}>
        <SearchTable t={t} locale={locale} id="dash-searches-top" caption={t("searches.top")} rows={searches.top} />
        <SearchTable t={t} locale={locale} id="dash-searches-nothing" caption={t("searches.nothing")} rows={searches.nothing} />
      </div>
      <p className={styles.note}>{t("searches.note")}</p>
      <p className={styles.more}>
        <Link href={ROUTES.searchSynonyms}>{t("searches.synonyms")}</Link>
      </p>
    </section>
  );
}

function SearchTable({ t, locale, id, caption, rows }: { t: T; locale: Locale; id: string; caption: string; rows: SearchCount[] }) {
  const number = new Intl.NumberFormat(locale);
  if (rows.length === 0) {
    return (
      <div>
        <h3 id={id} className={styles.caption}>
          {caption}
        </h3>
        <p>{t("searches.none")}</p>
      </div>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={id}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("searches.query")}</th>
            <th scope="col">{t("searches.language")}</th>
            <th scope="col" className={styles.num}>
              {t("searches.count")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.locale} ${r.query}`}>
              <th scope="row" lang={r.locale}>
                {r.query}
              </th>
              <td>{t(`searches.languages.${r.locale}`)}</td>
              <td className={styles.num}>{number.format(r.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
