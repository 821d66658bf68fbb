/** docs/product.md §9: an order card shows 2 items before expanding. */
export const ORDER_CARD_PREVIEW_ITEMS = 2;
