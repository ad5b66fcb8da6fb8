import type { MetadataRoute } from "next";
import { getPostIndex } from "@/lib/blog/read";
import { listProductIds } from "@/lib/catalog/read";
import { languageAlternates } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";
import { BLOG_LIST_ROUTES, INFO_PAGES, LISTING_ROUTES, postHref, productHref } from "@/lib/routes";

/** A page's sitemap entry: its URL and the same page in each language (hreflang alternates). */
function entry(path: string): { url: string; alternates: { languages: Record<string, string> } } {
  const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absoluteUrl(href)]));
  return { url: absoluteUrl(path), alternates: { languages } };
}

/**
 * sitemap.xml: every page, every product (from the catalogue index: a constant number of
 * document reads, never a scan of the products collection) and every post. Both reads are
 * cached and tagged, so a new product or post appears once its tag is revalidated. One file holds
 * 50,000 URLs; past that, split it with generateSitemaps.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, posts] = await Promise.all([listProductIds(), getPostIndex()]);
  const pages: MetadataRoute.Sitemap = [
    { ...entry("/"), changeFrequency: "daily", priority: 1 },
    ...LISTING_ROUTES.map((route) => ({
      ...entry(`/${route}`),
      changeFrequency: "daily" as const,
      priority: route === "shop-grid-standard" ? 0.9 : 0.5,
    })),
    ...BLOG_LIST_ROUTES.map((route) => ({
      ...entry(`/${route}`),
      changeFrequency: "weekly" as const,
      priority: route === "blog-standard" ? 0.7 : 0.4,
    })),
    ...Object.values(INFO_PAGES).map((path) => ({ ...entry(path), changeFrequency: "monthly" as const, priority: 0.5 })),
  ];
  return [
    ...pages,
    ...products.map((p) => ({
      ...entry(productHref(p.id)),
      lastModified: p.createdAt,
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...posts.map((post) => ({
      ...entry(postHref(post.slug)),
      lastModified: post.publishedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
      images: [absoluteUrl(post.image)],
    })),
  ];
}
