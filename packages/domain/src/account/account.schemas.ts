// The profile bodies of /api/user/*. Identity never comes from a body: `userId` fields that clients send
// are accepted and stripped (z.object drops unknown keys from the output).
import { z } from 'zod';
import { blankOr, identityEmail, type TextOptions, withoutControlCharacters } from '../shared/common.js';
import { formMessages, validationMessages } from '../shared/shared.messages.js';
import { PROFILE_PHONE_MAX_LENGTH } from './account.limits.js';
import { profileMessages } from './account.messages.js';

const NAME_MAX_LENGTH = 100;
const ADDRESS_MAX_LENGTH = 500;
const URL_MAX_LENGTH = 2048;

/** Digits, grouped by spaces or hyphens, with an optional leading + ('+91 98765-43210' up to 11 characters). */
const PHONE_PATTERN = /^\+?\d(?:[\d -]*\d)?$/;

/** null (an unset profile field sent back as is) reads as "not sent". */
const nullAsMissing = (value: unknown): unknown => (value === null ? undefined : value);

function optionalTrimmed(label: string, max: number, options: TextOptions = {}) {
  return z.preprocess(
    nullAsMissing,
    z
      .string()
      .trim()
      .max(max, validationMessages.tooLong(label, max))
      .refine(...withoutControlCharacters(options.multiLine))
      .optional(),
  );
}

/**
 * POST /api/user/update-profile: the whole profile object is sent; only name, phoneNumber (≤ 11
 * characters, docs/product.md §5), address and profilePic may change. `email` is kept so the API can refuse a change
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
      .refine(...withoutControlCharacters())
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
      .refine(blankOr(PHONE_PATTERN), profileMessages.invalidPhone)
      .optional(),
  ),
  address: optionalTrimmed(profileMessages.labels.address, ADDRESS_MAX_LENGTH, { multiLine: true }),
  profilePic: optionalTrimmed('Profile picture', URL_MAX_LENGTH),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;
