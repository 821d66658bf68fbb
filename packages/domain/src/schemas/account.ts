// Profile, wishlist and cart bodies of /api/user/*. Identity never comes from a body: `userId` fields that
// clients send are accepted and stripped (z.object drops unknown keys from the output).
import { z } from 'zod';
import { PROFILE_PHONE_MAX_LENGTH } from '../limits.js';
import { formMessages, profileMessages, validationMessages } from '../messages/forms.js';
import { idText, identityEmail, integerFrom } from './common.js';

const NAME_MAX_LENGTH = 100;
const ADDRESS_MAX_LENGTH = 500;
const URL_MAX_LENGTH = 2048;
/** Bazaar's cap on one cart line (the stock check answers 409 long before it for real products). */
export const QUANTITY_MAX = 10_000;

/** null (an unset profile field sent back as is) reads as "not sent". */
const nullAsMissing = (value: unknown): unknown => (value === null ? undefined : value);

function optionalTrimmed(label: string, max: number) {
  return z.preprocess(
    nullAsMissing,
    z.string().trim().max(max, validationMessages.tooLong(label, max)).optional(),
  );
}

/**
 * POST /api/user/update-profile: the whole profile object is sent; only name, phoneNumber (≤ 11
 * characters, spec §5), address and profilePic may change. `email` is kept so the API can refuse a change
 * (400 unless verified); userType, cartCount, id and anything else are stripped. Absent or null fields are
 * left unchanged; '' clears phoneNumber, address or profilePic.
 */
export const UpdateProfileSchema = z.object({
  name: z.preprocess(
    nullAsMissing,
    z
      .string()
      .trim()
      .min(1, formMessages.required(profileMessages.labels.name))
      .max(NAME_MAX_LENGTH, validationMessages.tooLong(profileMessages.labels.name, NAME_MAX_LENGTH))
      .optional(),
  ),
  email: z.preprocess(
    nullAsMissing,
    identityEmail({ required: formMessages.invalidEmail, invalid: formMessages.invalidEmail }).optional(),
  ),
  phoneNumber: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : nullAsMissing(value)),
    z
      .string()
      .trim()
      .max(
        PROFILE_PHONE_MAX_LENGTH,
        validationMessages.tooLong(profileMessages.labels.phoneNumber, PROFILE_PHONE_MAX_LENGTH),
      )
      .optional(),
  ),
  address: optionalTrimmed(profileMessages.labels.address, ADDRESS_MAX_LENGTH),
  profilePic: optionalTrimmed('Profile picture', URL_MAX_LENGTH),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

const productId = idText(validationMessages.productIdRequired, validationMessages.notValid('Product ID'));

/** POST /api/user/add-to-wishlist `{productId}` (a toggle). */
export const AddToWishlistSchema = z.object({ productId });
export type AddToWishlist = z.infer<typeof AddToWishlistSchema>;

/** POST /api/user/add-to-cart `{userId?, productId, quantity?}`: quantity a positive integer, default 1. */
export const AddToCartSchema = z.object({
  productId,
  quantity: integerFrom(1, {
    required: validationMessages.quantityFrom(1),
    invalid: validationMessages.quantityFrom(1),
  })
    .pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX)))
    .default(1),
});
export type AddToCart = z.infer<typeof AddToCartSchema>;

/** POST /api/user/update-cart `{productId, quantity}`: an integer ≥ 0; 0 removes the line. */
export const UpdateCartSchema = z.object({
  productId,
  quantity: integerFrom(0, {
    required: validationMessages.quantityFrom(0),
    invalid: validationMessages.quantityFrom(0),
  }).pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX))),
});
export type UpdateCart = z.infer<typeof UpdateCartSchema>;

/** The profile of POST /api/user/profile (`userDetail`) and update-profile (`updatedUser`). */
export const UserDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  profilePic: z.string(),
  userType: z.enum(['consumer', 'seller']),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  cartCount: z.number().int(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;
