import { describe, expect, it } from 'vitest';
import * as limits from './index.js';

describe('business limits', () => {
  it('hold the numbers of docs/product.md §9 and the contract', () => {
    expect(limits).toMatchObject({
      PASSWORD_MIN_LENGTH: 6,
      OTP_LENGTH: 6,
      OTP_RESEND_SECONDS: 60,
      SIGNUP_PHONE_LENGTH: 10,
      PROFILE_PHONE_MAX_LENGTH: 11,
      CARD_NUMBER_MIN_LENGTH: 13,
      CARD_NUMBER_MAX_LENGTH: 19,
      AMEX_CARD_NUMBER_LENGTH: 15,
      CVV_LENGTH: 3,
      AMEX_CVV_LENGTH: 4,
      PIN_CODE_LENGTH: 6,
      EXPIRY_YEARS_AHEAD: 20,
      PAN_LENGTH: 10,
      GST_LENGTH: 15,
      RATING_MIN: 1,
      RATING_MAX: 5,
      REVIEW_PREVIEW_LENGTH: 60,
      DESCRIPTION_PREVIEW_LENGTH: 250,
      RECENTLY_VIEWED_MAX: 5,
      ORDER_CARD_PREVIEW_ITEMS: 2,
      PRODUCT_GRID_MAX_COLUMNS: 5,
      RELATED_PRODUCTS_MAX: 5,
      SELLER_PAGE_SIZE: 10,
      SELLER_PAGE_SIZE_MAX: 50,
      TOAST_TIMER_MS: 2000,
    });
  });

  it('caps passwords well above the minimum', () => {
    expect(limits.PASSWORD_MAX_LENGTH).toBeGreaterThan(limits.PASSWORD_MIN_LENGTH);
  });
});
