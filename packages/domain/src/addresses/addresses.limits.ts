/** issue 21: a shopper keeps at most this many addresses. */
export const ADDRESS_BOOK_MAX = 20;
/** issue 21: a phone number has 10 to 13 digits (an Indian mobile, with or without its country code). */
export const ADDRESS_PHONE_DIGITS_MIN = 10;
export const ADDRESS_PHONE_DIGITS_MAX = 13;
export const ADDRESS_TEXT_MAX_LENGTH = 200;
