// The internal paths the proxy rewrites public URLs to, and how their pages read them back. Server
// code only (proxy.ts and the route files): it parses queries with zod, which lib/routes.ts, shared
// with client code, must not carry.
import { parseBlogListQuery } from "@/lib/blog/query";
import { parseListingQuery } from "@/lib/catalog/listing-query";
import { toSearchString } from "@/lib/catalog/listing-query.client";
import { slugSchema } from "@/lib/catalog/schema";
import { BLOG_LIST_ROUTES, LISTING_ROUTES, ROUTES, blogSearchString } from "./routes";

// A post's public URL is /blog-details-standard?post=<slug> (the shape links to posts keep); the
// proxy rewrites it to the internal route /blog-details-standard/<slug>, which is prerendered per
// post, so an unknown slug is found out before any byte is sent and answers a real 404 (a query
// parameter read inside the page would only be known after the 200 shell has been streamed).

/** The internal segment used for a `?post=` value that cannot be a slug: renders the 404. */
export const INVALID_SLUG_SEGMENT = "-";

// Pages whose content is a function of their query string (the listings, search, the blog lists)
// are served as cached pages: the proxy rewrites the public URL to an internal route whose path
// carries the canonical query (/shop-grid-standard?sort=newest -> /shop-grid-standard/<segments>),
// which Cache Components renders on its first request and then serves from its cache like a
// product page. The browser's URL does not change. Only the canonical spelling decodes, so two
// spellings of one listing share one cached page and an ignored parameter never makes a new one.

export type SearchRecord = Record<string, string | string[] | undefined>;

/** The canonical query string ("" or "?...") of each query page, by its public path. */
const listingSearch = (sp: SearchRecord) => toSearchString(parseListingQuery(sp));
const blogSearch = (sp: SearchRecord) => blogSearchString(parseBlogListQuery(sp));
const CANONICAL_SEARCH: Record<string, (sp: SearchRecord) => string> = {
  ...Object.fromEntries(LISTING_ROUTES.map((r) => [`/${r}`, listingSearch])),
  [ROUTES.search]: listingSearch,
  ...Object.fromEntries(BLOG_LIST_ROUTES.map((r) => [`/${r}`, blogSearch])),
};

/** The internal segment of a query page without a query (prerendered at build). */
export const NO_QUERY_SEGMENT = "all";
// A query travels as base64url in path segments of at most 200 characters (file names of the
// page cache stay under 255), at most 16 of them: longer queries are hand-made; they get the 404.
const SEGMENT_LENGTH = 200;
const MAX_SEGMENTS = 16;

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function toRecord(sp: URLSearchParams): SearchRecord {
  const record: SearchRecord = {};
  for (const key of new Set(sp.keys())) {
    const values = sp.getAll(key);
    record[key] = values.length === 1 ? values[0] : values;
  }
  return record;
}

/** The internal path segments carrying a canonical query string ("" or "?..."). */
function querySegments(search: string): string[] {
  if (!search) return [NO_QUERY_SEGMENT];
  const encoded = toBase64Url(search.slice(1));
  const segments: string[] = [];
  for (let i = 0; i < encoded.length; i += SEGMENT_LENGTH) segments.push(encoded.slice(i, i + SEGMENT_LENGTH));
  // Too long for the page cache: a segment that never decodes, so the page answers 404.
  return segments.length <= MAX_SEGMENTS ? segments : ["-"];
}

/**
 * For a query page's internal route: the query its path segments carry, or null when they are
 * not the canonical encoding of one (the page answers 404).
 */
export function searchOfSegments(basePath: string, segments: string[]): SearchRecord | null {
  const canonical = CANONICAL_SEARCH[basePath];
  if (!canonical) return null;
  if (segments.length === 1 && segments[0] === NO_QUERY_SEGMENT) return {};
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  const decoded = fromBase64Url(segments.join(""));
  if (decoded === null) return null;
  const record = toRecord(new URLSearchParams(decoded));
  const search = canonical(record);
  return search && search.slice(1) === decoded && querySegments(search).join("/") === segments.join("/") ? record : null;
}

/** For a query page's generateStaticParams: the one path prerendered at build (no query). */
export const noQueryParams = () => [{ query: [NO_QUERY_SEGMENT] }];

/**
 * For the proxy: the internal path a public URL renders, or null when no rewrite is needed.
 * "/blog-details-standard?post=abc" -> "/blog-details-standard/abc";
 * "/shop-grid-standard?sort=newest" -> "/shop-grid-standard/c29ydD1uZXdlc3Q" (see above).
 */
export function internalPath(pathname: string, search: URLSearchParams): string | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (path === ROUTES.blogDetails) {
    const post = search.get("post");
    if (post === null) return null;
    return `${ROUTES.blogDetails}/${slugSchema.safeParse(post).success ? post : INVALID_SLUG_SEGMENT}`;
  }
  const canonical = CANONICAL_SEARCH[path];
  if (!canonical) return null;
  return `${path}/${querySegments(canonical(toRecord(search))).join("/")}`;
}
