import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { postMetadata } from "@/components/blog/post-metadata";
import { PostView } from "@/components/blog/post-view";
import { getPost, getPostIndex } from "@/lib/blog/read";
import { postJsonLd } from "@/lib/blog/structured-data";
import { jsonLdText } from "@/lib/catalog/structured-data";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { siteUrl } from "@/lib/site-url";

// The public URL is /blog-details-standard?post=<slug>; proxy.ts rewrites it to this route
// (lib/routes.ts). The page is static (prerendered per post, revalidated by the "posts" tag),
// so for an unknown slug the first request waits for the complete render and notFound() answers
// a real 404 instead of a 200 shell.
export const ensureStatic = "navigation";

const PRERENDERED = 50;

export async function generateStaticParams() {
  const slugs = (await getPostIndex()).slice(0, PRERENDERED).map((p) => ({ slug: p.slug }));
  // Cache Components needs at least one value; an unknown slug simply renders the 404.
  return slugs.length > 0 ? slugs : [{ slug: "no-posts-yet" }];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog-details-standard/[slug]">): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([metadataLocale(params), params]);
  const post = await getPost(slug);
  return post ? postMetadata(post, locale) : {};
}

export default async function BlogPost({ params }: PageProps<"/[locale]/blog-details-standard/[slug]">) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const post = await getPost(slug);
  if (!post) notFound();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(postJsonLd(post, { origin: siteUrl(), locale })) }} />
      <PostView post={post} locale={locale} />
    </>
  );
}
