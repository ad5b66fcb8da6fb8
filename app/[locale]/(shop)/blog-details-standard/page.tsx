import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { postMetadata } from "@/components/blog/post-metadata";
import { PostView } from "@/components/blog/post-view";
import { getLatestPosts, getPost } from "@/lib/blog/read";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/routes";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

// Without ?post= (see [slug]/page.tsx and proxy.ts for the rest): the newest post. Static,
// revalidated by the "posts" tag.
export const ensureStatic = "navigation";

async function newestPost() {
  const [latest] = await getLatestPosts(1);
  return latest ? getPost(latest.slug) : null;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog-details-standard">): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const post = await newestPost();
  if (post) return postMetadata(post, locale);
  const t = await getTranslations({ locale, namespace: "Blog" });
  return pageMetadata({ title: t("title"), description: t("metaDescription"), path: "/blog-details-standard", locale });
}

export default async function NewestPost({ params }: PageProps<"/[locale]/blog-details-standard">) {
  const locale = await pageLocale(params);
  const post = await newestPost();
  if (post) return <PostView post={post} locale={locale} />;
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <div className="container">
      <h1>{t("title")}</h1>
      <p>{t("noPosts")}</p>
      <Link href={ROUTES.blog}>{t("backToBlog")}</Link>
    </div>
  );
}
