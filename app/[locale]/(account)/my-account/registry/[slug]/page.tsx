import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RegistryManagePage } from "@/components/registry/owner-pages";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The slug is known at request time only, so it is read behind the page's <Suspense>.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Registry" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** One of the parent's registries (requireUser and the owner check inside: someone else's is a 404). */
export default async function Page({ params }: PageProps<"/[locale]/my-account/registry/[slug]">) {
  return <RegistryManagePage locale={await rootSegmentLocale()} slug={params.then((p) => p.slug)} />;
}
