import type { Metadata } from "next";
import { postHref } from "@/lib/routes";
import type { Post } from "@/lib/blog/schema";
import { pageMetadata } from "@/lib/seo";
import { postTexts } from "@/lib/blog/translations";

/** A post's title, description (its excerpt), canonical URL and Open Graph article tags. */
export function postMetadata(post: Post, locale: string): Metadata {
  const { title, excerpt } = postTexts(post, locale);
  return pageMetadata({
    title: title.text,
    description: excerpt.text,
    path: postHref(post.slug),
    locale,
    type: "article",
    publishedTime: post.publishedAt,
    authors: [post.author],
    image: { url: post.image, width: 1200, height: 800, alt: title.text },
  });
}
