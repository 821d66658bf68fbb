// The cart's numbers (docs/product.md §9).

/** Bazaar's cap on one cart line (the stock check answers 409 long before it for real products). */
export const QUANTITY_MAX = 10_000;

/** A visitor's cart holds at most as many lines as one checkout takes (docs/product.md §9: 100). */
export const VISITOR_CART_LINES_MAX = 100;
