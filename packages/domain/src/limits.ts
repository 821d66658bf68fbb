// Business limits of spec §5 and §9 (and the contract), in one place for the forms, the schemas and the API.

/** spec §9: password minimum 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** Bazaar's cap (not in the spec): keeps password hashing cheap for an attacker-sized input. */
export const PASSWORD_MAX_LENGTH = 128;
/** spec §9: OTP 6 digits. */
export const OTP_LENGTH = 6;
/** spec §4/§9: the resend countdown starts at 60 seconds. */
export const OTP_RESEND_SECONDS = 60;
/** spec §9: phone 10 digits at sign-up. */
export const SIGNUP_PHONE_LENGTH = 10;
/** spec §5/§9: at most 11 characters in the profile editor. */
export const PROFILE_PHONE_MAX_LENGTH = 11;
/** spec §9: card number 16, CVV 3, pin code 6. */
export const CARD_NUMBER_LENGTH = 16;
export const CVV_LENGTH = 3;
export const PIN_CODE_LENGTH = 6;
/** spec §3: expiry year choices run from the current year to the current year plus 20. */
export const EXPIRY_YEARS_AHEAD = 20;
/** spec §9: PAN 10, GST 15. */
export const PAN_LENGTH = 10;
export const GST_LENGTH = 15;
/** spec §9: star scale 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** spec §9: review text cut to 60 characters (Read More), product description to 250. */
export const REVIEW_PREVIEW_LENGTH = 60;
export const DESCRIPTION_PREVIEW_LENGTH = 250;
/** spec §9: recently viewed holds at most 5 products. */
export const RECENTLY_VIEWED_MAX = 5;
/** spec §9: an order card shows 2 items before expanding. */
export const ORDER_CARD_PREVIEW_ITEMS = 2;
/** spec §2: the product grid shows at most 5 columns. */
export const PRODUCT_GRID_MAX_COLUMNS = 5;
/** contract: related products are up to 5. */
export const RELATED_PRODUCTS_MAX = 5;
/** contract: the seller product list pages by 10; a `limit` up to 50 may be asked. */
export const SELLER_PAGE_SIZE = 10;
export const SELLER_PAGE_SIZE_MAX = 50;
/** spec §9: toasts close after 2000 ms. */
export const TOAST_TIMER_MS = 2000;
/** Bazaar: image uploads (POST /api/media/upload) take at most 6 files of at most 5 MB each. */
export const UPLOAD_IMAGES_MAX = 6;
export const UPLOAD_IMAGE_MAX_MEGABYTES = 5;
export const UPLOAD_IMAGE_MAX_BYTES = UPLOAD_IMAGE_MAX_MEGABYTES * 1024 * 1024;
