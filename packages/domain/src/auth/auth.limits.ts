// Sign-in, sign-up and OTP limits (docs/product.md §4, §5, §9).

/** docs/product.md §9: password minimum 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** Bazaar's cap (not in the spec): keeps password hashing cheap for an attacker-sized input. */
export const PASSWORD_MAX_LENGTH = 128;
/** docs/product.md §9: OTP 6 digits. */
export const OTP_LENGTH = 6;
/** docs/product.md §4/§9: the resend countdown starts at 60 seconds. */
export const OTP_RESEND_SECONDS = 60;
/** contract: an OTP is valid for 10 minutes (the API's expiry and the e-mails' text both read this). */
export const OTP_VALIDITY_MINUTES = 10;
/** docs/product.md §9: phone 10 digits at sign-up. */
export const SIGNUP_PHONE_LENGTH = 10;
