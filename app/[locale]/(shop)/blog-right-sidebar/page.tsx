import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page";
import { isLocale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog-right-sidebar">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? blogListMetadata(locale, "blog-right-sidebar") : {};
}

export default async function BlogRightSidebar({ params, searchParams }: PageProps<"/[locale]/blog-right-sidebar">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <BlogListPage locale={locale} route="blog-right-sidebar" searchParams={searchParams} />;
}
