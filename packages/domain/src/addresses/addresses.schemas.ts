// The address book's bodies (issue 21): an address as the shopper typed it (trimmed, never re-cased).
import { z } from 'zod';
import { digitsText, requiredText, withoutControlCharacters } from '../shared/common.js';
import { PIN_CODE_LENGTH } from '../shared/limits.js';
import { validationMessages } from '../shared/shared.messages.js';
import {
  ADDRESS_PHONE_DIGITS_MAX,
  ADDRESS_PHONE_DIGITS_MIN,
  ADDRESS_TEXT_MAX_LENGTH,
} from './addresses.limits.js';
import { addressMessages } from './addresses.messages.js';

const labels = addressMessages.labels;

function requiredLine(label: string) {
  return requiredText(addressMessages.required(label), {
    length: ADDRESS_TEXT_MAX_LENGTH,
    message: validationMessages.tooLong(label, ADDRESS_TEXT_MAX_LENGTH),
  });
}

/** Digits grouped by spaces or hyphens, an optional leading +: '+91 98765-43210'. */
const PHONE_PATTERN = /^\+?\d[\d -]*\d$/;

/** issue 21: 10 to 13 digits, nothing but digits, spaces, hyphens and a leading + (so no letters). */
export function isAddressPhone(text: string): boolean {
  if (!PHONE_PATTERN.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= ADDRESS_PHONE_DIGITS_MIN && digits <= ADDRESS_PHONE_DIGITS_MAX;
}

const phoneNumber = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  requiredText(addressMessages.required(labels.phoneNumber)).refine(
    isAddressPhone,
    addressMessages.invalidPhone,
  ),
);

/**
 * POST /api/user/addresses and PUT /api/user/addresses/{id}: the whole address. Text is kept as typed (trimmed);
 * pin code 6 digits; `isDefault` makes it the default (the first address always is).
 */
export const AddressInputSchema = z.object({
  fullName: requiredLine(labels.fullName),
  phoneNumber,
  addressLine1: requiredLine(labels.addressLine1),
  addressLine2: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .max(ADDRESS_TEXT_MAX_LENGTH, validationMessages.tooLong(labels.addressLine2, ADDRESS_TEXT_MAX_LENGTH))
      .refine(...withoutControlCharacters()),
  ),
  city: requiredLine(labels.city),
  state: requiredLine(labels.state),
  pinCode: digitsText(PIN_CODE_LENGTH, {
    required: addressMessages.required(labels.pinCode),
    invalid: addressMessages.invalidPinCode,
  }),
  country: requiredLine(labels.country),
  isDefault: z.boolean(validationMessages.booleanExpected('isDefault')).optional().default(false),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
