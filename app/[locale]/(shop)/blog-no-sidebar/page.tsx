import type { Metadata } from "next";
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog-no-sidebar">): Promise<Metadata> {
  return blogListMetadata(await metadataLocale(params), "blog-no-sidebar");
}

export default async function BlogNoSidebar({ params, searchParams }: PageProps<"/[locale]/blog-no-sidebar">) {
  const locale = await pageLocale(params);
  return <BlogListPage locale={locale} route="blog-no-sidebar" searchParams={searchParams} />;
}
