// The admin screens' URLs, with their queries: the paths themselves are ROUTES in lib/routes.ts
// (the proxy and the navigation use them); the query strings and record pages are built here, so
// none of it reaches a storefront bundle (lib/routes.ts is in every one).
import { toCustomerSearch, type CustomerQuery } from "./customers/search";
import { toOrderSearch, type OrderQuery } from "./orders/search";
import { toProductSearch, type ProductQuery } from "./products/search";
import { ROUTES } from "@/lib/routes";

/** The admin orders screen for a query (filters, sort, page cursor; defaults left out). */
export const adminOrdersHref = (query: Partial<OrderQuery> = {}) => `${ROUTES.orders}${toOrderSearch(query)}`;

/** One order on the admin screens. */
export const adminOrderHref = (orderId: string) => `${ROUTES.orders}/${encodeURIComponent(orderId)}`;

/** An order's packing slip: its section on the admin order page (printing prints only the slip). */
export const ADMIN_PACKING_SLIP_ID = "packing-slip";
export const adminPackingSlipHref = (orderId: string) => `${adminOrderHref(orderId)}#${ADMIN_PACKING_SLIP_ID}`;

/** The admin products screen for a query (search, filters, sort, page cursor; defaults left out). */
export const adminProductsHref = (query: Partial<ProductQuery> = {}) => `${ROUTES.products}${toProductSearch(query)}`;

/** The admin screen that creates a product (a static segment: "new" is never a product id, see productInputSchema). */
export const ADMIN_NEW_PRODUCT_SEGMENT = "new";
export const adminNewProductHref = () => `${ROUTES.products}/${ADMIN_NEW_PRODUCT_SEGMENT}`;

/** One product on the admin screens (its edit screen). */
export const adminProductHref = (productId: string) => `${ROUTES.products}/${encodeURIComponent(productId)}`;

/** The admin customers screen for a query (search, filters, sort, page cursor; defaults left out). */
export const adminCustomersHref = (query: Partial<CustomerQuery> = {}) => `${ROUTES.customers}${toCustomerSearch(query)}`;

/** One customer on the admin screens. */
export const adminCustomerHref = (uid: string) => `${ROUTES.customers}/${encodeURIComponent(uid)}`;
