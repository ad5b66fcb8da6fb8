// The one place that decides whether the storefront shows a product: listings, search, home
// sections, the sitemap and saved lists read entries through lib/catalog/read.ts's
// currentEntries(), product pages and carts through getProduct(), and checkout prices the
// stored products through it too. An archived product is hidden from all of them but kept (its
// orders, reviews and audit entries stay; staff can unarchive it).
export const isVisible = (p: { archived?: boolean }): boolean => p.archived !== true;
