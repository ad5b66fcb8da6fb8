// Every internal URL of the shop is built here: pages, components, the sitemap and the proxy ask
// this module, so a path changes in one place. Pure (no I/O), safe in client and server code.
import type { AgeBand } from "@/lib/catalog/age";
import { parseListingQuery, toSearchString, type ListingQuery } from "@/lib/catalog/listing-query";
import { parseBlogListQuery } from "@/lib/blog/query";
import { slugSchema } from "@/lib/schemas";

/** Fixed pages. */
export const ROUTES = {
  home: "/",
  shop: "/shop-grid-standard",
  search: "/search",
  cart: "/cart",
  wishlist: "/wishlist",
  compare: "/compare",
  blog: "/blog-standard",
  blogDetails: "/blog-details-standard",
  login: "/login-register",
  account: "/my-account",
  /** The parent's baby registries (list and create); each one at registryManageHref(slug). */
  registries: "/my-account/registry",
  checkout: "/checkout",
  // The admin dashboard.
  dash: "/dash",
  products: "/products",
  /** The catalogue's CSV import and export screen, and the download of the file. */
  productsCsv: "/products/csv",
  productsCsvDownload: "/products/csv/download",
  orders: "/orders",
  customers: "/customers",
} as const;

/** The page a shopper lands on after placing an order. */
export const checkoutConfirmationHref = (orderId: string) => `${ROUTES.checkout}/confirmation/${encodeURIComponent(orderId)}`;

/** Route handlers the browser calls. */
export const API_ROUTES = {
  /** POST: sign in (ID token -> session cookie); DELETE: sign out; GET: { signedIn, isAdmin }. */
  session: "/api/session",
} as const;

/** The information pages: one message namespace each, one path each. */
export const INFO_PAGES = {
  About: "/about",
  Contact: "/contact",
  Refund: "/refund",
  Buying: "/buying",
  Shipping: "/shipping",
} as const;
export type InfoNamespace = keyof typeof INFO_PAGES;

/** The six product page layouts of the spec, by route name; /product/{id} is the canonical one. */
export const PRODUCT_ROUTES = [
  "product",
  "product-tab-left",
  "product-tab-right",
  "product-sticky",
  "product-slider",
  "product-fixed-image",
] as const;
export type ProductRoute = (typeof PRODUCT_ROUTES)[number];

/** A product page, optionally in another layout or with a colour and size chosen. */
export function productHref(id: string, options: { route?: ProductRoute; color?: string; size?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.color) params.set("color", options.color);
  if (options.size) params.set("size", options.size);
  const query = params.toString();
  return `/${options.route ?? "product"}/${id}${query ? `?${query}` : ""}`;
}

/** A listing URL: the listing's path (a shop layout or /search) plus the canonical query string. */
export function listingHref(basePath: string, query: Partial<ListingQuery>): string {
  return `${basePath}${toSearchString(query)}`;
}

/** The shop filtered by one category. */
export const categoryHref = (slug: string) => `${ROUTES.shop}?category=${encodeURIComponent(slug)}`;

/** The shop sorted or filtered as the home sections and footer link it. */
export const shopHref = (query: Partial<ListingQuery>) => listingHref(ROUTES.shop, query);

/** The shop filtered by one age band (the home page's "Shop by age" tiles). */
export const ageBandHref = (band: AgeBand) => shopHref({ age: [band] });

export type BlogListLink = { q?: string; category?: string; tag?: string; page?: number };

/** The canonical query string of a blog list (defaults left out), "" or "?...". */
function blogSearchString(q: BlogListLink): string {
  const sp = new URLSearchParams();
  if (q.q) sp.set("q", q.q);
  if (q.category) sp.set("category", q.category);
  if (q.tag) sp.set("tag", q.tag);
  if (q.page && q.page > 1) sp.set("page", String(q.page));
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/** A blog list page for a query (defaults left out). */
export const blogListHref = (basePath: string, q: BlogListLink) => `${basePath}${blogSearchString(q)}`;

/** The shop's listing routes (each a preset of components/shop/layouts.ts) and the blog lists. */
export const LISTING_ROUTES = [
  "shop-grid-standard",
  "shop-grid-filter",
  "shop-grid-two-column",
  "shop-grid-no-sidebar",
  "shop-grid-full-width",
  "shop-grid-right-sidebar",
  "shop-list-standard",
  "shop-list-full-width",
  "shop-list-two-column",
] as const;
export type ListingRoute = (typeof LISTING_ROUTES)[number];
/** The path of a listing route. */
export const listingPath = (route: ListingRoute) => `/${route}`;
export const BLOG_LIST_ROUTES = ["blog-standard", "blog-no-sidebar", "blog-right-sidebar"] as const;
export type BlogListRoute = (typeof BLOG_LIST_ROUTES)[number];

// Pages whose content is a function of their query string (the listings, search, the blog lists)
// are served as cached pages: the proxy rewrites the public URL to an internal route whose path
// carries the canonical query (/shop-grid-standard?sort=newest -> /shop-grid-standard/<segments>),
// which Cache Components renders on its first request and then serves from its cache like a
// product page. The browser's URL does not change. Only the canonical spelling decodes, so two
// spellings of one listing share one cached page and an ignored parameter never makes a new one.

export type SearchRecord = Record<string, string | string[] | undefined>;

/** The canonical query string ("" or "?...") of each query page, by its public path. */
const CANONICAL_SEARCH: Record<string, (sp: SearchRecord) => string> = {
  ...Object.fromEntries(LISTING_ROUTES.map((r) => [`/${r}`, (sp: SearchRecord) => toSearchString(parseListingQuery(sp))])),
  [ROUTES.search]: (sp) => toSearchString(parseListingQuery(sp)),
  ...Object.fromEntries(BLOG_LIST_ROUTES.map((r) => [`/${r}`, (sp: SearchRecord) => blogSearchString(parseBlogListQuery(sp))])),
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

// A post's public URL is /blog-details-standard?post=<slug> (the spec's shape); the proxy rewrites
// it to the internal route /blog-details-standard/<slug>, which is prerendered per post, so an
// unknown slug is found out before any byte is sent and answers a real 404 (a query parameter read
// inside the page would only be known after the 200 shell has been streamed).

/** The internal segment used for a `?post=` value that cannot be a slug: renders the 404. */
export const INVALID_SLUG_SEGMENT = "-";

/** The public URL of a post. */
export function postHref(slug: string): string {
  return `${ROUTES.blogDetails}?post=${encodeURIComponent(slug)}`;
}

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

/** The sections of the account page, in order (their ids are the fragments of accountHref). */
export const ACCOUNT_SECTIONS = ["orders", "profile", "password", "addresses", "delete-account"] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The account page, or one of its sections. */
export const accountHref = (section?: AccountSection) => (section ? `${ROUTES.account}#${section}` : ROUTES.account);

/** One of the shopper's orders, on its own page. */
export const orderHref = (orderId: string) => `${ROUTES.account}/orders/${encodeURIComponent(orderId)}`;

/** The id of an order's entry in the account's order history (the fragment "show more" lands on). */
export const orderAnchor = (orderId: string) => `order-${orderId}`;

/**
 * The account's order history showing more orders: the newest `shown` (the "orders" parameter),
 * or the page after the order `after`; `focus`: the order to land on.
 */
export function accountOrdersHref(page: { shown: number } | { after: string }, focus?: string): string {
  const query = "after" in page ? `after=${encodeURIComponent(page.after)}` : `orders=${page.shown}`;
  return `${ROUTES.account}?${query}#${focus ? orderAnchor(focus) : "orders"}`;
}

/** A baby registry's share link: the guest page anyone with the link may open. */
export const registryHref = (slug: string) => `/registry/${encodeURIComponent(slug)}`;

/** The parent's screen of one of their registries. */
export const registryManageHref = (slug: string) => `${ROUTES.registries}/${encodeURIComponent(slug)}`;
