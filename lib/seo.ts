// Page metadata built one way everywhere: own title and description, a canonical URL, hreflang
// alternates and Open Graph tags. No locale in paths: `?lng=` names a page's language, so each
// language version's canonical is its own URL (a canonical naming another language's URL would
// tell search engines to drop this one, and with it the hreflang set). The default language's
// URL is the bare one, also x-default: a bare URL whose canonical named its `?lng=en` twin was
// such a cross-language canonical to Lighthouse's SEO audit wherever the page is served from the
// site's own origin.
// Next merges metadata shallowly, so a page's openGraph replaces the layout's: this helper
// always fills the whole openGraph object.
import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALES, toLocale } from "@/lib/i18n/routing";

export const SITE_NAME = "Flone";

const OG_LOCALES: Record<string, string> = { en: "en_US", fr: "fr_FR", de: "de_DE" };

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's canonical path with its meaningful query ("/blog-details-standard?post=x"). */
  path: string;
  locale: string;
  /** A site-relative or absolute image (made absolute through metadataBase). */
  image?: { url: string; width?: number; height?: number; alt: string };
  type?: "website" | "article";
  /** For articles. */
  publishedTime?: string;
  authors?: string[];
  /** The title as is, without the " | Flone" template (the home page). */
  absoluteTitle?: boolean;
};

/**
 * The page in each of the shop's languages, for `hreflang` alternates: one URL per page, `?lng=`
 * picks a language other than the default (proxy.ts); the default language's is the bare URL,
 * which is x-default too.
 */
export function languageAlternates(path: string): Record<string, string> {
  const join = path.includes("?") ? "&" : "?";
  return { ...Object.fromEntries(LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? path : `${path}${join}lng=${locale}`])), "x-default": path };
}

/** The URL of a page in one language: its own canonical (an unknown language is English). */
export function languageUrl(path: string, locale: string): string {
  return languageAlternates(path)[toLocale(locale)]!;
}

export function pageMetadata(input: PageMetaInput): Metadata {
  const { title, description, path, locale, image, type = "website" } = input;
  const canonical = languageUrl(path, locale);
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: SITE_NAME,
      locale: OG_LOCALES[locale] ?? OG_LOCALES.en,
      type,
      ...(image ? { images: [image] } : {}),
      ...(type === "article" && input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(type === "article" && input.authors ? { authors: input.authors } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description },
  };
}
