import type { Metadata } from "next";
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog-standard">): Promise<Metadata> {
  return blogListMetadata(await metadataLocale(params), "blog-standard");
}

export default async function BlogStandard({ params, searchParams }: PageProps<"/[locale]/blog-standard">) {
  const locale = await pageLocale(params);
  return <BlogListPage locale={locale} route="blog-standard" searchParams={searchParams} />;
}
