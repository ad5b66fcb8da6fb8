import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page";
import { isLocale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog-no-sidebar">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? blogListMetadata(locale, "blog-no-sidebar") : {};
}

export default async function BlogNoSidebar({ params, searchParams }: PageProps<"/[locale]/blog-no-sidebar">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <BlogListPage locale={locale} route="blog-no-sidebar" searchParams={searchParams} />;
}
