// The zod/mini twins of common.ts's building blocks, for the schemas the sign-in screens load (auth): zod's
// classic API does not tree-shake, zod/mini does, so /login ships a few KB of zod instead of the whole library.
// Same checks in the same order as their classic twins, so the same input gives the same issues.
import { z } from 'zod/mini';
import {
  blankOr,
  digitsPattern,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  numberAsText,
  withoutControlCharacters,
  type TextOptions,
} from './text-rules.js';

/** Required text, trimmed; blank (or whitespace-only) and missing give `required` (common.ts `requiredText`). */
export function requiredText(
  required: string,
  max?: { length: number; message: string },
  options: TextOptions = {},
) {
  return z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, required),
      ...(max ? [z.maxLength(max.length, max.message)] : []),
      z.refine(...withoutControlCharacters(options.multiLine)),
    );
}

/** An identity e-mail: trimmed and lower-cased, then checked against EMAIL_PATTERN (common.ts `identityEmail`). */
export function identityEmail(messages: { required: string; invalid: string }) {
  return z
    .string(messages.required)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, messages.required),
      z.maxLength(EMAIL_MAX_LENGTH, messages.invalid),
      z.refine(...withoutControlCharacters()),
      z.refine(blankOr(EMAIL_PATTERN), messages.invalid),
    );
}

/** Exactly `count` digits (after trimming); a JSON number is accepted (common.ts `digitsText`). */
export function digitsText(count: number, messages: { required: string; invalid: string }) {
  return z.pipe(
    z.transform(numberAsText),
    z
      .string(messages.required)
      .check(
        z.trim(),
        z.minLength(1, messages.required),
        z.refine(blankOr(digitsPattern(count)), messages.invalid),
      ),
  );
}
