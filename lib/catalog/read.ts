import "server-only";
// Catalogue reads for pages, cached ('use cache') and tagged. Product writes call
// revalidateCatalog(), so a change shows on the next request.
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { isProductId, type Product, type ShownReview } from "@/lib/catalog/schema";
import type { CatalogEntry } from "./entry";
import { runListing, type ListingQuery, type ListingResult } from "./query";
import { fetchProduct, indexEntriesOf, loadCatalogIndex, readIndexVersion } from "./db";
import { readProductReviews } from "./reviews";
import { msUntilNextDealEnd, productWithDealState, withDealState } from "./deals";
import { didYouMean } from "./suggest";
import { isListed, isVisible } from "./visibility";
import { DEFAULT_LOCALE, toLocale, type Locale } from "@/lib/i18n/routing";
import { searchCatalog, type SearchContext } from "@/lib/search/engine";
import { SYNONYMS_TAG, searchSynonyms } from "@/lib/search/read";

export const CATALOG_TAG = "catalog";
/**
 * What moves with every sale: the index version the cart checks and saved lists read stock from.
 * A sale that sells nothing out leaves the listings (tag `catalog`) as they are: they show stock
 * only as in stock or sold out, and rank best sellers by sale counts as of the last catalogue change.
 */
export const STOCK_TAG = "catalog-stock";
export const productTag = (id: string) => `product:${id}`;

const HOUR = 3600;

/**
 * The storefront's index as it stands now (archived and recalled products left out, ended deals at full price),
 * cached until the next deal ends. Reads nothing while this process holds the index at the version
 * the catalogue pages show (a listing or search no one asked for before costs no read).
 */
async function currentEntries(): Promise<CatalogEntry[]> {
  const now = Date.now();
  const entries = await loadCatalogIndex(await shownIndexVersion());
  const untilDealEnd = msUntilNextDealEnd(entries, now);
  const seconds = untilDealEnd === undefined ? HOUR : Math.max(1, Math.min(HOUR, Math.ceil(untilDealEnd / 1000)));
  cacheLife({ stale: Math.min(300, seconds), revalidate: seconds, expire: Math.max(seconds, HOUR) * 24 });
  return storefrontEntries(entries, now, untilDealEnd);
}

/** The last storefront view of the index, kept until the index changes or a deal ends. */
let shown: { from: CatalogEntry[]; until: number; entries: CatalogEntry[] } | undefined;

/**
 * One array for as long as it holds: per-array work done on it (the search words of each entry,
 * the "did you mean" vocabulary in suggest.ts) is then done once, not for every new query.
 */
function storefrontEntries(from: CatalogEntry[], now: number, untilDealEnd: number | undefined): CatalogEntry[] {
  if (shown?.from === from && now < shown.until) return shown.entries;
  shown = { from, until: now + (untilDealEnd ?? Infinity), entries: from.filter(isListed).map((e) => withDealState(e, now)) };
  return shown.entries;
}

/**
 * One page of a filtered, sorted listing, with facet counts. A search matches in the shopper's
 * language (and English) with its synonyms; a listing without one is the same in every language,
 * so it is cached once.
 */
export function listProducts(query: ListingQuery, locale: string = DEFAULT_LOCALE): Promise<ListingResult> {
  return cachedListing(query, query.q ? toLocale(locale) : DEFAULT_LOCALE);
}

async function cachedListing(query: ListingQuery, locale: Locale): Promise<ListingResult> {
  "use cache";
  cacheTag(CATALOG_TAG);
  return runListing(await currentEntries(), query, undefined, query.q ? await searchContext(locale) : undefined);
}

/** What a search in `locale` matches with: that language's texts and English, and the synonyms (tagged: a synonym change refreshes every search). */
async function searchContext(locale: Locale): Promise<SearchContext> {
  cacheTag(SYNONYMS_TAG);
  return { locale, synonyms: await searchSynonyms(locale) };
}

/**
 * A page past the last of its listing (the page answers 404 rather than repeat the last one
 * under a new URL). Decided from the listing's first page, the cache entry its other pages share,
 * so a made-up page number adds no entry.
 */
export async function isPastLastPage(query: ListingQuery, locale: string = DEFAULT_LOCALE): Promise<boolean> {
  return query.page > 1 && query.page > (await listProducts({ ...query, page: 1 }, locale)).pageCount;
}

/**
 * The index version this server's catalogue pages show: cached like them (tag `catalog`), so it
 * costs no read until a product write revalidates the catalogue.
 */
async function shownIndexVersion(): Promise<number> {
  "use cache";
  cacheTag(CATALOG_TAG);
  cacheLife("hours");
  return readIndexVersion();
}

/**
 * Entries by id, in the given order (ids not in the storefront's index are left out), as the
 * listings show them: from this process's copy of the index, with no document read while the
 * catalogue pages are current. Not cached per argument: public actions (the cart check, the
 * wishlist) ask for ids the caller chooses, and each new list would be one more cache entry.
 */
export async function getEntries(ids: readonly string[]): Promise<CatalogEntry[]> {
  return indexEntriesOf(ids, await stockIndexVersion(), Date.now());
}

/** The index version as of the last sale or catalogue change (tag `catalog-stock`): what stock counts are read at. */
async function stockIndexVersion(): Promise<number> {
  "use cache";
  cacheTag(CATALOG_TAG, STOCK_TAG);
  cacheLife("hours");
  return readIndexVersion();
}

/** For a search that found nothing: a corrected query that finds something ("bttole" -> "bottle"), or null. */
export async function suggestSearch(q: string, locale: string = DEFAULT_LOCALE): Promise<string | null> {
  "use cache";
  cacheTag(CATALOG_TAG);
  return didYouMean(await currentEntries(), q, await searchContext(toLocale(locale)));
}

/** Which of these searches find nothing in today's catalogue (with today's synonyms), for staff. */
export async function findingNothing(searches: readonly { query: string; locale: Locale }[]): Promise<boolean[]> {
  "use cache";
  cacheTag(CATALOG_TAG, SYNONYMS_TAG);
  const entries = await currentEntries();
  const contexts = new Map<Locale, SearchContext>();
  const results: boolean[] = [];
  for (const s of searches) {
    let context = contexts.get(s.locale);
    if (!context) contexts.set(s.locale, (context = { locale: s.locale, synonyms: await searchSynonyms(s.locale) }));
    results.push(searchCatalog(entries, s.query, context).size === 0);
  }
  return results;
}

/**
 * One product with everything its page needs, or null if there is no such product. Ids that
 * cannot be product ids (or Firestore document ids) never reach the cache or the database.
 */
export async function getProduct(id: string): Promise<Product | null> {
  return isProductId(id) ? cachedProduct(id) : null;
}

async function cachedProduct(id: string): Promise<Product | null> {
  "use cache";
  cacheTag(productTag(id));
  const now = Date.now();
  const product = await fetchProduct(id);
  if (!product || !isVisible(product)) return null;
  const untilEnd = msUntilNextDealEnd([product], now);
  if (untilEnd === undefined) cacheLife("hours");
  else cacheLife({ revalidate: Math.max(1, Math.min(HOUR, Math.ceil(untilEnd / 1000))) });
  return productWithDealState(product, now);
}

/** The product's newest reviews for its page (no uids), cached with the product: every review refreshes both. */
export async function getProductReviews(id: string): Promise<ShownReview[]> {
  "use cache";
  cacheTag(productTag(id));
  cacheLife("hours");
  return readProductReviews(id);
}

/**
 * Running deals (a discount with an offerEnd still ahead) of products in stock, ending soonest
 * first: the home page's countdown. Cached like the listings, so an ended deal is gone from the
 * next render after its end.
 */
export async function listRunningDeals(limit: number): Promise<CatalogEntry[]> {
  "use cache";
  cacheTag(CATALOG_TAG);
  const deals = (await currentEntries()).filter((e) => e.offerEnd && e.discount > 0 && e.stock > 0);
  deals.sort((a, b) => a.offerEnd!.localeCompare(b.offerEnd!) || a.id.localeCompare(b.id));
  return deals.slice(0, limit);
}

/** Every product id with its creation date, from the catalogue index (sitemap.xml). */
export async function listProductIds(): Promise<{ id: string; createdAt: string }[]> {
  "use cache";
  cacheTag(CATALOG_TAG);
  return (await currentEntries()).map((e) => ({ id: e.id, createdAt: e.createdAt }));
}

/** After a product write: listings and that product's page show the change on the next request. */
export function revalidateCatalog(productId?: string): void {
  revalidateTag(CATALOG_TAG, { expire: 0 });
  if (productId) revalidateTag(productTag(productId), { expire: 0 });
}

/**
 * After writes to these products (none: nothing to refresh): each product's page and the stock
 * counts, and the listings unless the write was a sale that sold nothing out (`listings: false`).
 */
export function revalidateProducts(ids: readonly string[], { listings = true } = {}): void {
  if (ids.length === 0) return;
  revalidateTag(listings ? CATALOG_TAG : STOCK_TAG, { expire: 0 });
  for (const id of ids) revalidateTag(productTag(id), { expire: 0 });
}
