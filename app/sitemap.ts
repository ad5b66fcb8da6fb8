import type { MetadataRoute } from "next";
import { getPostIndex } from "@/lib/blog/read";
import { listProductIds } from "@/lib/catalog/read";
import { sitemapEntries } from "@/lib/sitemap";

/**
 * sitemap.xml: every page, every product (from the catalogue index: a constant number of
 * document reads, never a scan of the products collection) and every post, once per language
 * (lib/sitemap.ts). Both reads are cached and tagged, so a new product or post appears once its
 * tag is revalidated. One file holds 50,000 URLs (about 16,000 pages in three languages); past
 * that, split it with generateSitemaps.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, posts] = await Promise.all([listProductIds(), getPostIndex()]);
  return sitemapEntries({ products, posts });
}
