import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GuestRegistryPage, guestRegistryMetadata } from "@/components/registry/guest-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { getGuestRegistry } from "@/lib/registry/read";

// A registry's share link. Static per registry once rendered (cached, revalidated by its tag on
// every owner write and order), so an unknown slug waits for the complete render and answers a
// real 404. No registry is prerendered at build: they are private to whoever has the link.
export const ensureStatic = "navigation";

export async function generateStaticParams() {
  // Cache Components needs at least one value; it is no slug a registry can have (too short).
  return [{ slug: "r" }];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/registry/[slug]">): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([metadataLocale(params), params]);
  const registry = await getGuestRegistry(slug);
  return registry ? guestRegistryMetadata(registry, locale) : {};
}

export default async function RegistryPage({ params }: PageProps<"/[locale]/registry/[slug]">) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const registry = await getGuestRegistry(slug);
  if (!registry) notFound();
  return <GuestRegistryPage registry={registry} locale={locale} />;
}
