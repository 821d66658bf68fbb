/** docs/product.md §5/§9: at most 11 characters in the profile editor. */
export const PROFILE_PHONE_MAX_LENGTH = 11;
