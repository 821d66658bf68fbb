// Limits shared by several areas.

/** docs/product.md §9: pin code 6 digits (shipping address and seller address). */
export const PIN_CODE_LENGTH = 6;
/** docs/product.md §9: toasts close after 2000 ms. */
export const TOAST_TIMER_MS = 2000;
/** issue 21: a toast carrying a note to read (the cart merged at sign-in) stays 6000 ms. */
export const NOTE_TOAST_TIMER_MS = 6000;
