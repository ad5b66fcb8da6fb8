import "server-only";
// The one locale step of every page and layout: the [locale] segment, checked, handed to next-intl.
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { isLocale, toLocale, type Locale } from "./routing";

/** A page's or layout's locale: a segment that is no language of ours is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** For generateMetadata, which runs beside the page: the page itself answers 404 for a bad segment. */
export async function metadataLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return toLocale(locale);
}

/** The locale of a render without params (loading and not-found screens): the root segment's. */
export async function rootSegmentLocale(): Promise<Locale> {
  return toLocale(await rootLocale());
}
