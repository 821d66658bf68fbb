// Building blocks shared by the schemas. Every schema here takes its error texts as arguments so each form
// keeps the spec's own wording. The rules themselves (patterns, control characters) live in text-rules.ts;
// common-mini.ts builds the same fields with zod/mini for the sign-in screens.
import { z } from 'zod';
import {
  blankOr,
  digitsPattern,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  numberAsText,
  withoutControlCharacters,
  type TextOptions,
} from './text-rules.js';

export {
  blankOr,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  hasControlCharacters,
  withoutControlCharacters,
  type TextOptions,
} from './text-rules.js';

/** Required text, trimmed; blank (or whitespace-only) and missing give `required`. */
export function requiredText(
  required: string,
  max?: { length: number; message: string },
  options: TextOptions = {},
) {
  const text = z.string(required).trim().min(1, required);
  return (max ? text.max(max.length, max.message) : text).refine(
    ...withoutControlCharacters(options.multiLine),
  );
}

/** Required text that may also arrive as a JSON number (phone, pin code, account number…). */
export function requiredDigitsText(required: string) {
  return z.preprocess(
    numberAsText,
    z
      .string(required)
      .trim()
      .min(1, required)
      .refine(...withoutControlCharacters()),
  );
}

/** An identity e-mail: trimmed and lower-cased, then checked against EMAIL_PATTERN. */
export function identityEmail(messages: { required: string; invalid: string }) {
  return z
    .string(messages.required)
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .refine(...withoutControlCharacters())
    .refine(blankOr(EMAIL_PATTERN), messages.invalid);
}

/** Exactly `count` digits (after trimming); a JSON number is accepted. */
export function digitsText(count: number, messages: { required: string; invalid: string }) {
  return z.preprocess(
    numberAsText,
    z
      .string(messages.required)
      .trim()
      .min(1, messages.required)
      .refine(blankOr(digitsPattern(count)), messages.invalid),
  );
}

/** A JSON number or a numeric string ('12', ' 12.5 '); '' and missing give `required`, other text `invalid`. */
export function numeric(messages: { required: string; invalid: string | (() => string) }) {
  return z.preprocess(
    readNumber,
    z.number({
      error: (issue) =>
        issue.input === undefined
          ? messages.required
          : typeof messages.invalid === 'function'
            ? messages.invalid()
            : messages.invalid,
    }),
  );
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Decimal text ('12', ' 12.5 ', '-3') → its number; blank text → undefined (missing); anything else
 * (including '0x10', '1e3', 'Infinity') is left as is and fails as not a number.
 */
export function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : value;
}

/** An integer ≥ min from a number or a numeric string; missing gives `required` (or the default when given). */
export function integerFrom(min: number, messages: { required: string; invalid: string }) {
  return numeric(messages).pipe(z.number().int(messages.invalid).min(min, messages.invalid));
}

export const ID_MAX_LENGTH = 100;

/** An id: non-empty text (a JSON number is read as its digits), at most ID_MAX_LENGTH characters. */
export function idText(required: string, invalid: string = required) {
  return z.preprocess(
    numberAsText,
    z
      .string(required)
      .trim()
      .min(1, required)
      .max(ID_MAX_LENGTH, invalid)
      .refine(...withoutControlCharacters()),
  );
}

/** Optional text: missing, null and blank become undefined; otherwise trimmed. */
export function optionalText(max: { length: number; message: string }, options: TextOptions = {}) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string()
      .trim()
      .max(max.length, max.message)
      .refine(...withoutControlCharacters(options.multiLine))
      .optional(),
  );
}

/** true/false, also from the strings 'true'/'false' (form data, query strings). */
export function booleanish(message: string) {
  return z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: message }),
  );
}

/** An amount in rupees as the API's replies carry it (money is paise inside Bazaar: shared/money.ts). */
export const RupeesSchema = z.number().describe('rupees');
