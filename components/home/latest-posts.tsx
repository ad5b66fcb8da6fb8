import { getTranslations } from "next-intl/server";
import { PostCard } from "@/components/blog/post-card";
import type { PostSummary } from "@/lib/blog/query";
import { ROUTES } from "@/lib/routes";
import { SectionHead } from "@/components/ui/section-head";
import home from "./home.module.css";

/** The newest posts, with a way to the blog. */
export async function LatestPosts({ locale, posts }: { locale: string; posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "Home" });
  return (
          <section aria-labelledby="latest-posts-heading" className={home.posts}>
        <SectionHead headingId="latest-posts-heading" title={t("latestPosts")} text={t("latestPostsText")} viewAll={{ href: ROUTES.blog, label: t("readBlog") }} />
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
