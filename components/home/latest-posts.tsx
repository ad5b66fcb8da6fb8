import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PostCard } from "@/components/blog/post-card";
import type { PostSummary } from "@/lib/blog/query";
import { ROUTES } from "@/lib/routes";
import home from "./home.module.css";

/** The newest posts, with a way to the blog. */
export async function LatestPosts({ locale, posts }: { locale: string; posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "Home" });
  return (
          <section aria-labelledby="latest-posts-heading" className={home.posts}>
        <div className={home.sectionHead}>
          <div>
            <h2 id="latest-posts-heading">{t("latestPosts")}</h2>
            <p className={home.sectionText}>{t("latestPostsText")}</p>
          </div>
          <Link href={ROUTES.blog} className={home.viewAll}>
            {t("readBlog")}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
        <ul role="list" className={home.postGrid}>
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard
                post={post}
                locale={locale}
                sizes="(min-width: 1200px) 370px, (min-width: 700px) 30vw, 92vw"
                labels={{ readMore: t("readMore"), by: t("by", { author: post.author }) }}
              />
            </li>
          ))}
        </ul>
      </section>
  );
}
