// The one place that decides whether the storefront shows a product: listings, search, home
// sections, the sitemap and saved lists read entries through lib/catalog/read.ts's
// currentEntries(), product pages and carts through getProduct(), and checkout prices the
// stored products through it too. An archived product is hidden from all of them but kept (its
// orders, reviews and audit entries stay; staff can unarchive it).
export const isVisible = (p: { archived?: boolean }): boolean => p.archived !== true;

/**
 * Whether listings, search, home sections and the sitemap show it: visible and not recalled. A
 * recalled product keeps its page (with the recall's banner, nothing to buy), for those who have it.
 */
export const isListed = (p: { archived?: boolean; recalled?: boolean }): boolean => isVisible(p) && p.recalled !== true;
