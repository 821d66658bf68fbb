/** Issue 21: card numbers run from 13 to 19 digits (American Express: 15); CVV 3 digits, American Express 4. */
export const CARD_NUMBER_MIN_LENGTH = 13;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const AMEX_CARD_NUMBER_LENGTH = 15;
export const CVV_LENGTH = 3;
export const AMEX_CVV_LENGTH = 4;
/** docs/product.md §3: expiry year choices run from the current year to the current year plus 20. */
export const EXPIRY_YEARS_AHEAD = 20;
