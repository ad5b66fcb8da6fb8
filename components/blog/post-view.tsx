import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { readingMinutes } from "@/lib/blog/query";
import { getAdjacentPosts } from "@/lib/blog/read";
import { ROUTES, blogListHref, postHref } from "@/lib/routes";
import type { Post } from "@/lib/blog/schema";
import { BlogSidebar } from "./blog-sidebar";
import { formatPostDate } from "./format";
import styles from "./blog.module.css";

/** One post: header, cover, body, tags, links to the previous and next post, the blog sidebar. */
export async function PostView({ post, locale }: { post: Post; locale: string }) {
  const [t, tCommon, adjacent] = await Promise.all([
    getTranslations({ locale, namespace: "Blog" }),
    getTranslations({ locale, namespace: "Common" }),
    getAdjacentPosts(post.slug),
  ]);
  // Posts are written in one language; mark it when the page is in another (WCAG 3.1.2).
  const lang = post.language === locale ? undefined : post.language;
  return (
    <div className="container">
      <div className={styles.intro}>
        <Breadcrumbs
          label={tCommon("breadcrumb")}
          items={[{ label: tCommon("home"), href: ROUTES.home }, { label: t("title"), href: ROUTES.blog }, { label: post.title }]}
        />
      </div>
      <div className={`${styles.layout} ${styles.sidebarLeft}`}>
        <article className={`${styles.main} ${styles.article}`} aria-labelledby="post-title">
          <header className={styles.articleHeader}>
            <p className={styles.cardMeta}>
              <Link href={blogListHref(ROUTES.blog, { category: post.category })} className={styles.category}>
                {post.category}
              </Link>
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
              <span>{t("readingTime", { minutes: readingMinutes(post.body) })}</span>
            </p>
            <h1 id="post-title" className={styles.articleTitle} lang={lang}>
              {post.title}
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
          <div className={styles.body} lang={lang}>
            <p className={styles.standfirst}>{post.excerpt}</p>
            {post.body.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
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
                <span className={styles.postNavTitle}>{adjacent.older.title}</span>
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
                <span className={styles.postNavTitle}>{adjacent.newer.title}</span>
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
