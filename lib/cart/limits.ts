// Limits of the shopping state, shared by the browser's store (stores/) and the server's checks
// (lib/cart): past them a stored slice would no longer parse, and the server refuses the input.
export const MAX_CART_LINES = 200;
export const MAX_LINE_QUANTITY = 999;
export const MAX_COMPARE_ITEMS = 50;
export const MAX_WISHLIST_ITEMS = 500;
