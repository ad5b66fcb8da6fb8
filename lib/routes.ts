// Every internal URL of the shop is built here: pages, components, the sitemap and the proxy ask
// this module, so a path changes in one place. Pure (no I/O), safe in client and server code.
import type { AgeBand } from "@/lib/catalog/age.client";
import type { ListingQuery } from "@/lib/catalog/listing-query";
import { toSearchString } from "@/lib/catalog/listing-query.client";

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
  /** The parent's subscriptions; each one at subscriptionHref(id). */
  subscriptions: "/my-account/subscriptions",
  checkout: "/checkout",
  /** Subscribing to a product: /subscribe/<id> (subscribeHref), signed in. */
  subscribe: "/subscribe",
  // The admin dashboard.
  dash: "/dash",
  products: "/products",
  /** The catalogue's CSV import and export screen, and the download of the file. */
  productsCsv: "/products/csv",
  productsCsvDownload: "/products/csv/download",
  /** Products shoppers wait for (back-in-stock requests), most waiting first: what to reorder. */
  productsWaiting: "/products/waiting",
  orders: "/orders",
  /** Staff's view of every subscription (/subscriptions/[id]: one); not the parent's, which is `subscriptions`. */
  adminSubscriptions: "/subscriptions",
  customers: "/customers",
  /** Staff run promotions: codes, automatic offers, single-use codes (/promotions/new, /promotions/[id]). */
  promotions: "/promotions",
  /** Staff write and send the newsletter's letters (not under /newsletter: the subscribers' public pages are there). */
  letters: "/letters",
} as const;

/** What the product page's "Subscribe" link carries: the interval in weeks, the colour and size chosen, and how many each delivery. */
export type SubscribeChoice = { interval: number; color?: string; size?: string; quantity: number };

/** The page that starts a subscription to a product: /subscribe/<id>?interval=&color=&size=&quantity= (colour and size only when chosen). */
export function subscribeHref(productId: string, choice?: SubscribeChoice): string {
  const path = `${ROUTES.subscribe}/${encodeURIComponent(productId)}`;
  if (!choice) return path;
  const params = new URLSearchParams({ interval: String(choice.interval) });
  if (choice.color) params.set("color", choice.color);
  if (choice.size) params.set("size", choice.size);
  params.set("quantity", String(choice.quantity));
  return `${path}?${params.toString()}`;
}

/** The page a shopper lands on after placing an order. */
export const checkoutConfirmationHref = (orderId: string) => `${ROUTES.checkout}/confirmation/${encodeURIComponent(orderId)}`;

/** Route handlers the browser calls. */
export const API_ROUTES = {
  /** POST: sign in (ID token -> session cookie); DELETE: sign out; GET: { signedIn, isAdmin }. */
  session: "/api/session",
  /** GET: the signed-in person's data, as a JSON file to download. */
  accountData: "/api/account/data",
  /** POST ?id=&token=: confirm a newsletter sign-up (the confirmation page's button). */
  newsletterConfirm: "/api/newsletter/confirm",
  /** POST ?id=&token=: leave the newsletter (the unsubscribe page's button, and mail clients' one-click, RFC 8058). */
  newsletterUnsubscribe: "/api/newsletter/unsubscribe",
  /** POST ?id=&token=: confirm a guest's back-in-stock request (the confirmation page's button). */
  restockConfirm: "/api/back-in-stock/confirm",
  /** POST ?action=&id=&delivery=&expires=&token=: what a subscription email's one-click link does (its page's button). */
  subscriptionLink: "/api/subscriptions/link",
} as const;

/** The newsletter's pages that a link in an email opens: a button there does it (a link scanner's GET changes nothing). */
export const NEWSLETTER_PAGES = { confirm: "/newsletter/confirm", unsubscribe: "/newsletter/unsubscribe" } as const;
export type NewsletterStep = keyof typeof NEWSLETTER_PAGES;

/** A back-in-stock request's page that its confirmation email's link opens (a button there confirms it). */
export const RESTOCK_CONFIRM_PAGE = "/back-in-stock/confirm";

/** An email link's page or route with its document's id and token (made on the server, sent by email: lib/mail/link-token.ts). */
export const emailLinkHref = (path: string, link: { id: string; token: string }) =>
  `${path}?${new URLSearchParams({ id: link.id, token: link.token }).toString()}`;
/** GET: an order's invoice PDF (its customer and staff only). */
export const invoiceHref = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;
/** GET: one of an order's credit notes as a PDF (its customer and staff only). */
export const creditNoteHref = (orderId: string, number: string) => `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`;

/** The information pages: one message namespace each, one path each. */
export const INFO_PAGES = {
  About: "/about",
  Contact: "/contact",
  Refund: "/refund",
  Buying: "/buying",
  Shipping: "/shipping",
} as const;
export type InfoNamespace = keyof typeof INFO_PAGES;

/** The product page's six layouts (the same product, laid out six ways), by route name; /product/{id} is the canonical one. */
export const PRODUCT_ROUTES = [
  "product",
  "product-tab-left",
  "product-tab-right",
  "product-sticky",
  "product-slider",
  "product-fixed-image",
] as const;
export type ProductRoute = (typeof PRODUCT_ROUTES)[number];

/** A product page, optionally in another layout, with a colour and size chosen, or in a language. */
export function productHref(id: string, options: { route?: ProductRoute; color?: string; size?: string; lng?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.color) params.set("color", options.color);
  if (options.size) params.set("size", options.size);
  // An email's link opens the page in the reader's language (the proxy reads ?lng=).
  if (options.lng) params.set("lng", options.lng);
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
export function blogSearchString(q: BlogListLink): string {
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

/** The shop's listing routes (each a preset of components/listing/layouts.ts) and the blog lists. */
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

/** The public URL of a post. */
export function postHref(slug: string): string {
  return `${ROUTES.blogDetails}?post=${encodeURIComponent(slug)}`;
}

/** The sections of the account page, in order (their ids are the fragments of accountHref). */
export const ACCOUNT_SECTIONS = ["orders", "profile", "password", "addresses", "your-data", "delete-account"] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The account page, or one of its sections. */
export const accountHref = (section?: AccountSection) => (section ? `${ROUTES.account}#${section}` : ROUTES.account);

/** One of the shopper's orders, on its own page. */
export const orderHref = (orderId: string) => `${ROUTES.account}/orders/${encodeURIComponent(orderId)}`;

/** One of the parent's subscriptions: its next delivery, its changes, its orders. */
export const subscriptionHref = (id: string) => `${ROUTES.subscriptions}/${encodeURIComponent(id)}`;

/**
 * The pages a subscription email's one-click links open, without signing in (lib/subscriptions/
 * link-token.ts): skip the next delivery, switch it to the size proposed, or go and change it in
 * My account. Opening one changes nothing (mail scanners open links); its button POSTs to
 * API_ROUTES.subscriptionLink.
 */
export const SUBSCRIPTION_LINK_PAGES = { skip: "/delivery/skip", change: "/delivery/change", size: "/delivery/size" } as const;
export type SubscriptionLinkAction = keyof typeof SUBSCRIPTION_LINK_PAGES;
/** A signed link: delivery number `delivery` of subscription `id`, until `expires` (Unix seconds). */
export type SubscriptionLinkParams = { id: string; delivery: number; expires: number; token: string };

const linkQuery = (link: SubscriptionLinkParams) =>
  new URLSearchParams({ id: link.id, delivery: String(link.delivery), expires: String(link.expires), token: link.token }).toString();

/** A one-click link's page (made on the server, sent by email). */
export const subscriptionLinkHref = (action: SubscriptionLinkAction, link: SubscriptionLinkParams) => `${SUBSCRIPTION_LINK_PAGES[action]}?${linkQuery(link)}`;

/** Where a link page's button posts. */
export const subscriptionLinkPostHref = (action: SubscriptionLinkAction, link: SubscriptionLinkParams) =>
  `${API_ROUTES.subscriptionLink}?${new URLSearchParams({ action }).toString()}&${linkQuery(link)}`;

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
