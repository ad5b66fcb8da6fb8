import type { Metadata } from "next";
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog-right-sidebar">): Promise<Metadata> {
  return blogListMetadata(await metadataLocale(params), "blog-right-sidebar");
}

export default async function BlogRightSidebar({ params, searchParams }: PageProps<"/[locale]/blog-right-sidebar">) {
  const locale = await pageLocale(params);
  return <BlogListPage locale={locale} route="blog-right-sidebar" searchParams={searchParams} />;
}
