// The admin screens' URLs, with their queries: the paths themselves are ROUTES in lib/routes.ts
// (the proxy and the navigation use them); the query strings and record pages are built here, so
// none of it reaches a storefront bundle (lib/routes.ts is in every one).
import { toCustomerSearch, type CustomerQuery } from "./customers/search";
import { toOrderSearch, type OrderQuery } from "./orders/search";
import { toProductSearch, type ProductQuery } from "./products/search";
import { toPromotionSearch, type PromotionQuery } from "./promotions/search";
import { toSubscriptionSearch, type SubscriptionQuery } from "./subscriptions/search";
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

/** The admin promotions screen for a query (status filter, sort, page cursor; defaults left out). */
export const adminPromotionsHref = (query: Partial<PromotionQuery> = {}) => `${ROUTES.promotions}${toPromotionSearch(query)}`;

/** The admin screen that creates a promotion ("new" is never a promotion id: made ones end in a random part). */
export const ADMIN_NEW_PROMOTION_SEGMENT = "new";
export const adminNewPromotionHref = () => `${ROUTES.promotions}/${ADMIN_NEW_PROMOTION_SEGMENT}`;

/** One promotion on the admin screens; `ordersCursor`: a later page of its orders (the last order of the page before). */
export const adminPromotionHref = (promotionId: string, ordersCursor?: string) =>
  `${ROUTES.promotions}/${encodeURIComponent(promotionId)}${ordersCursor ? `?orders=${encodeURIComponent(ordersCursor)}` : ""}`;

/** GET: a promotion's single-use codes as a CSV file (staff only). */
export const promotionCodesCsvHref = (promotionId: string) => `${ROUTES.promotions}/${encodeURIComponent(promotionId)}/codes`;

/** The admin subscriptions screen for a query (status and failures filters, sort, page cursor; defaults left out). */
export const adminSubscriptionsHref = (query: Partial<SubscriptionQuery> = {}) => `${ROUTES.adminSubscriptions}${toSubscriptionSearch(query)}`;

/** One subscription on the admin screens; `ordersCursor`: a later page of its orders (the last order of the page before). */
export const adminSubscriptionHref = (subscriptionId: string, ordersCursor?: string) =>
  `${ROUTES.adminSubscriptions}/${encodeURIComponent(subscriptionId)}${ordersCursor ? `?orders=${encodeURIComponent(ordersCursor)}` : ""}`;
