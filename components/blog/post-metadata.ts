import type { Metadata } from "next";
import { postHref } from "@/lib/routes";
import type { Post } from "@/lib/blog/schema";
import { pageMetadata } from "@/lib/seo";

/** A post's title, description (its excerpt), canonical URL and Open Graph article tags. */
export function postMetadata(post: Post, locale: string): Metadata {
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: postHref(post.slug),
    locale,
    type: "article",
    publishedTime: post.publishedAt,
    authors: [post.author],
    image: { url: post.image, width: 1200, height: 800, alt: post.title },
  });
}
