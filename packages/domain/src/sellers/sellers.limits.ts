/** docs/product.md §9: PAN 10, GST 15. */
export const PAN_LENGTH = 10;
export const GST_LENGTH = 15;
/** contract: the seller product list pages by 10; a `limit` up to 50 may be asked. */
export const SELLER_PAGE_SIZE = 10;
export const SELLER_PAGE_SIZE_MAX = 50;
/** issue 9: the dashboard lists the 5 newest orders, the 5 best-selling products and the 5 newest reviews. */
export const DASHBOARD_LIST_SIZE = 5;
/** issue 9: "from last month" compares the last 30 days with the 30 before; the sales chart shows 30 days. */
export const DASHBOARD_PERIOD_DAYS = 30;
