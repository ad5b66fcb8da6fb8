// sitemap.xml's entries, built from the ids and slugs the app reads (pure: no I/O). Each page is
// listed once per language, at that language's URL (the bare one for the default language, `?lng=`
// for the others: the canonical of each version, lib/seo.ts), each entry naming every language and
// x-default: search engines want every language's URL in the sitemap, each with the whole
// hreflang set.
import type { MetadataRoute } from "next";
import { LOCALES } from "@/lib/i18n/routing";
import { languageAlternates } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";
import { BLOG_LIST_ROUTES, INFO_PAGES, LISTING_ROUTES, postHref, productHref } from "@/lib/routes";

type Entry = MetadataRoute.Sitemap[number];

/** One entry per language of a page, each with the page's alternates in every language. */
export function languageEntries(path: string, fields: Omit<Entry, "url" | "alternates"> = {}): Entry[] {
  const alternates = languageAlternates(path);
  const languages = Object.fromEntries(Object.entries(alternates).map(([lang, href]) => [lang, absoluteUrl(href)]));
  return LOCALES.map((locale) => ({ url: absoluteUrl(alternates[locale]!), alternates: { languages }, ...fields }));
}

export type SitemapSource = {
  products: { id: string; createdAt: string }[];
  posts: { slug: string; publishedAt: string; image: string }[];
};

/** Every page, product and post, in each language. */
export function sitemapEntries({ products, posts }: SitemapSource): MetadataRoute.Sitemap {
  return [
    ...languageEntries("/", { changeFrequency: "daily", priority: 1 }),
    ...LISTING_ROUTES.flatMap((route) =>
      languageEntries(`/${route}`, { changeFrequency: "daily", priority: route === "shop-grid-standard" ? 0.9 : 0.5 }),
    ),
    ...BLOG_LIST_ROUTES.flatMap((route) =>
      languageEntries(`/${route}`, { changeFrequency: "weekly", priority: route === "blog-standard" ? 0.7 : 0.4 }),
    ),
    ...Object.values(INFO_PAGES).flatMap((path) => languageEntries(path, { changeFrequency: "monthly", priority: 0.5 })),
    ...products.flatMap((p) =>
      languageEntries(productHref(p.id), { lastModified: p.createdAt, changeFrequency: "weekly", priority: 0.8 }),
    ),
    ...posts.flatMap((post) =>
      languageEntries(postHref(post.slug), {
        lastModified: post.publishedAt,
        changeFrequency: "monthly",
        priority: 0.6,
        images: [absoluteUrl(post.image)],
      }),
    ),
  ];
}
