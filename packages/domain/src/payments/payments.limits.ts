/** docs/product.md §9: card number 16, CVV 3. */
export const CARD_NUMBER_LENGTH = 16;
export const CVV_LENGTH = 3;
/** docs/product.md §3: expiry year choices run from the current year to the current year plus 20. */
export const EXPIRY_YEARS_AHEAD = 20;
