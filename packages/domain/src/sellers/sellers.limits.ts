/** spec §9: PAN 10, GST 15. */
export const PAN_LENGTH = 10;
export const GST_LENGTH = 15;
/** contract: the seller product list pages by 10; a `limit` up to 50 may be asked. */
export const SELLER_PAGE_SIZE = 10;
export const SELLER_PAGE_SIZE_MAX = 50;
