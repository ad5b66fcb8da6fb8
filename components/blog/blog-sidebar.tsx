import { Link } from "@/components/ui/link";
import { blogCategoryLabel, langOf, postTexts } from "@/lib/blog/translations";
import { getTranslations } from "next-intl/server";
import { getBlogSidebar } from "@/lib/blog/read";
import { blogListHref, postHref } from "@/lib/routes";
import { scopedId } from "@/components/ui/scoped-id";
import { formatPostDate } from "./format";
import styles from "./blog.module.css";

/**
 * Post search, categories, recent posts and tags. Everything is a plain link or a GET form to
 * `basePath` (the list the reader came from), so it works before JavaScript loads.
 */
export async function BlogSidebar({ locale, basePath, idScope }: { locale: string; basePath: string; idScope: string }) {
  const idOf = (base: string) => scopedId(base, idScope);
  const [t, tCategory, data] = await Promise.all([getTranslations({ locale, namespace: "Blog" }), getTranslations({ locale, namespace: "BlogCategories" }), getBlogSidebar()]);
  return (
    <aside className={styles.sidebar} aria-label={t("sidebar")}>
      <section className={styles.widget} aria-labelledby={idOf("blog-search-heading")}>
        <h2 id={idOf("blog-search-heading")} className={styles.widgetTitle}>
          {t("searchHeading")}
        </h2>
        <form role="search" action={basePath} method="get" className={styles.search} aria-labelledby={idOf("blog-search-heading")}>
          <label htmlFor={idOf("blog-search")} className="visually-hidden">
            {t("searchLabel")}
          </label>
          <input
            id={idOf("blog-search")}
            type="search"
            name="q"
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            className={styles.searchInput}
            autoComplete="off"
          />
          <button type="submit" className={styles.searchButton}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t("searchSubmit")}</span>
          </button>
        </form>
      </section>

      {data.categories.length > 0 && (
        <nav className={styles.widget} aria-labelledby={idOf("blog-categories-heading")}>
          <h2 id={idOf("blog-categories-heading")} className={styles.widgetTitle}>
            {t("categories")}
          </h2>
          <ul role="list" className={styles.categoryList}>
            {data.categories.map((c) => (
              <li key={c.value}>
                <Link href={blogListHref(basePath, { category: c.value })} className={styles.categoryLink}>
                  <span>{blogCategoryLabel(tCategory, c.value)}</span>
                  <span className={styles.count}>
                    {c.count}
                    <span className="visually-hidden"> {t("postsWord", { count: c.count })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {data.recent.length > 0 && (
        <section className={styles.widget} aria-labelledby={idOf("blog-recent-heading")}>
          <h2 id={idOf("blog-recent-heading")} className={styles.widgetTitle}>
            {t("recent")}
          </h2>
          <ul role="list" className={styles.recentList}>
            {data.recent.map((p) => (
              <li key={p.slug}>
                <Link href={postHref(p.slug)} className={styles.recentLink} lang={langOf(postTexts(p, locale).title, locale)}>
                  {postTexts(p, locale).title.text}
                </Link>
                <time dateTime={p.publishedAt} className={styles.recentDate}>
                  {formatPostDate(p.publishedAt, locale)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.tags.length > 0 && (
        <nav className={styles.widget} aria-labelledby={idOf("blog-tags-heading")}>
          <h2 id={idOf("blog-tags-heading")} className={styles.widgetTitle}>
            {t("tags")}
          </h2>
          <ul role="list" className={styles.tagList}>
            {data.tags.map((tag) => (
              <li key={tag.value}>
                <Link href={blogListHref(basePath, { tag: tag.value })} className={styles.tag}>
                  {tag.value}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  );
}
