import type { Metadata } from "next";
import { blogCategoryLabel } from "@/lib/blog/translations";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { parseBlogListQuery, type BlogListQuery } from "@/lib/blog/query";
import { blogListHref, blogSearchString, type BlogListRoute } from "@/lib/routes";
import { noQueryParams, searchOfSegments, type SearchRecord } from "@/lib/routes.server";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { isPastLastBlogPage, listPosts } from "@/lib/blog/read";
import { pageMetadata } from "@/lib/seo";
import { Pagination } from "@/components/ui/pagination";
import { scopedId } from "@/components/ui/scoped-id";
import { BlogSidebar } from "./blog-sidebar";
import { BLOG_LAYOUTS, type BlogLayout } from "./layouts";
import { PostCard } from "./post-card";
import styles from "./blog.module.css";

const SIZES: Record<BlogLayout["columns"], string> = {
  2: "(min-width: 1200px) 420px, (min-width: 700px) 40vw, 92vw",
  3: "(min-width: 1200px) 370px, (min-width: 700px) 30vw, 92vw",
};

type RouteProps = { params: Promise<{ locale: string; query: string[] }> };

/**
 * One blog list route: its page, metadata and static params. proxy.ts rewrites /blog-standard?…
 * to its [...query] route with the canonical query in the path (lib/routes.server.ts), so each list is a
 * static page: prerendered without a query at build, rendered on the first request of a query,
 * then served from the cache (revalidated by the posts' tag).
 */
export function blogListRoute(route: BlogListRoute) {
  const basePath = `/${route}`;

  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await metadataLocale(params);
    const t = await getTranslations({ locale, namespace: "Blog" });
    return pageMetadata({ title: t(`layoutTitles.${route}`), description: t("metaDescription"), path: basePath, locale });
  }

  async function Page({ params }: RouteProps) {
    const [locale, { query }] = await Promise.all([pageLocale(params), params]);
    const search = searchOfSegments(basePath, query);
    // Decided before anything is streamed, so a page past the last is a real 404.
    if (!search || (await isPastLastBlogPage(parseBlogListQuery(search)))) notFound();
    return <BlogListPage locale={locale} route={route} search={search} />;
  }

  return { generateStaticParams: noQueryParams, generateMetadata, Page };
}

/**
 * A blog list page: the heading, frame and sidebar are the shell; the list (page, search, category,
 * tag: the query its path carries) streams inside <Suspense>.
 */
async function BlogListPage({ locale, route, search }: { locale: string; route: BlogListRoute; search: SearchRecord }) {
  const layout: BlogLayout = BLOG_LAYOUTS[route];
  const basePath = `/${route}`;
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: "Blog" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const query = parseBlogListQuery(search);
  const sidebarClass = layout.sidebar === "none" ? styles.noSidebar : layout.sidebar === "left" ? styles.sidebarLeft : styles.sidebarRight;
  return (
    <div className="container">
      <div className={styles.intro}>
        <Breadcrumbs label={tCommon("breadcrumb")} items={[{ label: tCommon("home"), href: "/" }, { label: t("title") }]} />
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.lead}>{t("intro")}</p>
      </div>
      <div className={`${styles.layout} ${sidebarClass}`} data-layout={route}>
        <div className={styles.main}>
          <Suspense fallback={<BlogListSkeleton columns={layout.columns} label={tCommon("loading")} />}>
            <BlogList locale={locale} basePath={basePath} layout={layout} query={query} />
          </Suspense>
        </div>
        {layout.sidebar !== "none" && <BlogSidebar locale={locale} basePath={basePath} idScope={blogSearchString(query)} />}
      </div>
    </div>
  );
}

async function BlogList({ locale, basePath, layout, query }: { locale: string; basePath: string; layout: BlogLayout; query: BlogListQuery }) {
  const [t, tCategory, result] = await Promise.all([getTranslations({ locale, namespace: "Blog" }), getTranslations({ locale, namespace: "BlogCategories" }), listPosts(query)]);
  const filter = query.q
    ? t("resultsFor", { query: query.q })
    : result.category
      ? t("inCategory", { category: blogCategoryLabel(tCategory, result.category) })
      : result.tag
        ? t("withTag", { tag: result.tag })
        : null;

  const headingId = scopedId("blog-results-heading", blogSearchString(query));
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.resultsHead}>
        <h2 id={headingId} className={filter ? styles.resultsTitle : "visually-hidden"}>
          {filter ?? t("articles")}
        </h2>
        <p className={styles.resultsCount} role="status">
          {t("results", { count: result.total })}
          {result.pageCount > 1 && <> · {t("pageOf", { page: result.page, pageCount: result.pageCount })}</>}
        </p>
        {filter && (
          <Link href={basePath} className={styles.clear}>
            {t("clear")}
          </Link>
        )}
      </div>

      {result.items.length === 0 ? (
        <div className={styles.empty}>
          <h3>{t("emptyTitle")}</h3>
          <p>{t("emptyText")}</p>
          <Link href={basePath} className="button button-secondary">
            {t("clear")}
          </Link>
        </div>
      ) : (
        <ul role="list" className={`${styles.grid} ${layout.columns === 3 ? styles.cols3 : styles.cols2}`}>
          {result.items.map((post, i) => (
            <li key={post.slug}>
              <PostCard
                post={post}
                locale={locale}
                sizes={SIZES[layout.columns]}
                eager={i < 2}
                labels={{ readMore: t("readMore"), by: t("by", { author: post.author }) }}
              />
            </li>
          ))}
        </ul>
      )}

      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        href={(page) => blogListHref(basePath, { ...query, page })}
        labels={{
          nav: t("pagination"),
          previous: t("previous"),
          next: t("next"),
          previousPage: t("previousPage"),
          nextPage: t("nextPage"),
          page: (page) => t("page", { page }),
        }}
      />
    </section>
  );
}

function BlogListSkeleton({ columns, label }: { columns: BlogLayout["columns"]; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul role="list" className={`${styles.grid} ${columns === 3 ? styles.cols3 : styles.cols2}`} aria-hidden="true">
        {Array.from({ length: columns * 2 }, (_, i) => (
          <li key={i} className={styles.skeletonCard} />
        ))}
      </ul>
    </div>
  );
}
