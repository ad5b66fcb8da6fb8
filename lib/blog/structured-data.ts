// What search engines read about a blog post: schema.org BlogPosting JSON-LD in the page's
// language. Pure: the origin is passed in, so it is unit-tested; the post page renders it.
import { postHref } from "@/lib/routes";
import { languageUrl, SITE_NAME } from "@/lib/seo";
import { toLocale } from "@/lib/i18n/routing";
import type { Post } from "./schema";
import { postTexts } from "./translations";

const abs = (origin: string, path: string) => new URL(path, origin).toString();

/** BlogPosting JSON-LD; its url is the page's own language version (its canonical). */
export function postJsonLd(post: Post, opts: { origin: string; locale: string }): Record<string, unknown> {
  const { title, excerpt } = postTexts(post, opts.locale);
  const url = abs(opts.origin, languageUrl(postHref(post.slug), opts.locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    headline: title.text,
    ...(excerpt.text ? { description: excerpt.text } : {}),
    datePublished: post.publishedAt,
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    image: abs(opts.origin, post.image),
    inLanguage: toLocale(opts.locale),
    url,
    mainEntityOfPage: url,
    publisher: { "@type": "Organization", name: SITE_NAME },
  };
}
