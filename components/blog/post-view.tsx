import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { readingMinutes } from "@/lib/blog/query";
import { getAdjacentPosts } from "@/lib/blog/read";
import { ROUTES, blogListHref, postHref } from "@/lib/routes";
import type { Post } from "@/lib/blog/schema";
import { blogCategoryLabel, langOf, postTexts } from "@/lib/blog/translations";
import { BlogSidebar } from "./blog-sidebar";
import { formatPostDate } from "./format";
import styles from "./blog.module.css";

/** One post: header, cover, body, tags, links to the previous and next post, the blog sidebar. */
export async function PostView({ post, locale }: { post: Post; locale: string }) {
  const [t, tCommon, tCategory, adjacent] = await Promise.all([
    getTranslations({ locale, namespace: "Blog" }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "BlogCategories" }),
    getAdjacentPosts(post.slug),
  ]);
  // Each text in the page's language where translated, else the post's own, marked (WCAG 3.1.2).
  const { title, excerpt, body } = postTexts(post, locale);
  const adjacentTitle = (p: NonNullable<typeof adjacent.older>) => postTexts(p, locale).title;
  return (
    <div className="container">
      <div className={styles.intro}>
        <Breadcrumbs
          label={tCommon("breadcrumb")}
          items={[{ label: tCommon("home"), href: ROUTES.home }, { label: t("title"), href: ROUTES.blog }, { label: title.text }]}
        />
      </div>
      <div className={`${styles.layout} ${styles.sidebarLeft}`}>
        <article className={`${styles.main} ${styles.article}`} aria-labelledby="post-title">
          <header className={styles.articleHeader}>
            <p className={styles.cardMeta}>
              <Link href={blogListHref(ROUTES.blog, { category: post.category })} className={styles.category}>
                {blogCategoryLabel(tCategory, post.category)}
              </Link>
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
              <span>{t("readingTime", { minutes: readingMinutes(post.body) })}</span>
            </p>
            <h1 id="post-title" className={styles.articleTitle} lang={langOf(title, locale)}>
              {title.text}
            </h1>
            <p className={styles.byline}>{t("by", { author: post.author })}</p>
          </header>
          <div className={styles.cover}>
            <OptimizedImage
              src={post.image}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 1200px) 820px, (min-width: 900px) 66vw, 92vw"
              preload
            />
          </div>
          <div className={styles.body}>
            <p className={styles.standfirst} lang={langOf(excerpt, locale)}>
              {excerpt.text}
            </p>
            {body.text.map((paragraph, i) => (
              <p key={i} lang={langOf(body, locale)}>
                {paragraph}
              </p>
            ))}
          </div>

          {post.tags.length > 0 && (
            <div className={styles.articleTags}>
              <h2 className={styles.tagsHeading} id="post-tags">
                {t("taggedWith")}
              </h2>
              <ul role="list" className={styles.tagList} aria-labelledby="post-tags">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link href={blogListHref(ROUTES.blog, { tag })} className={styles.tag}>
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <nav aria-label={t("postNav")} className={styles.postNav}>
            {adjacent.older ? (
              <Link href={postHref(adjacent.older.slug)} rel="prev" className={styles.postNavLink}>
                <span className={styles.postNavLabel}>
                  <span aria-hidden="true">← </span>
                  {t("olderPost")}
                </span>
                <span className={styles.postNavTitle} lang={langOf(adjacentTitle(adjacent.older), locale)}>
                  {adjacentTitle(adjacent.older).text}
                </span>
              </Link>
            ) : (
              <span />
            )}
            {adjacent.newer ? (
              <Link href={postHref(adjacent.newer.slug)} rel="next" className={`${styles.postNavLink} ${styles.postNavNext}`}>
                <span className={styles.postNavLabel}>
                  {t("newerPost")}
                  <span aria-hidden="true"> →</span>
                </span>
                <span className={styles.postNavTitle} lang={langOf(adjacentTitle(adjacent.newer), locale)}>
                  {adjacentTitle(adjacent.newer).text}
                </span>
              </Link>
            ) : (
              <span />
            )}
          </nav>
          <p className={styles.back}>
            <Link href={ROUTES.blog}>{t("backToBlog")}</Link>
          </p>
        </article>
        <BlogSidebar locale={locale} basePath={ROUTES.blog} idScope={post.slug} />
      </div>
    </div>
  );
}
