// The text rules every field schema applies, free of zod: the classic building blocks (common.ts) and their
// zod/mini twins (common-mini.ts) share them, so a screen that validates with zod/mini does not pull zod's
// classic API in just for a pattern.
import { validationMessages } from './shared.messages.js';

// C0 controls and DEL never belong in a one-line field (names, e-mails, ids, titles): NUL also makes
// PostgreSQL refuse the row. Multi-line fields (descriptions, messages, addresses) keep tab and line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether the text holds a control character a field of its kind must not hold. */
export function hasControlCharacters(text: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text);
}

/** The refinement every text field carries (the building blocks apply it). */
export const withoutControlCharacters = (multiLine = false) =>
  [(text: string) => !hasControlCharacters(text, multiLine), validationMessages.controlCharacters] as const;

export interface TextOptions {
  /** A textarea: tab and line breaks are allowed. */
  multiLine?: boolean;
}

/**
 * A standard e-mail pattern (docs/product.md §5): the WHATWG `input[type=email]` rule, plus a dot in the domain.
 * Checked after trimming and lower-casing.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export const EMAIL_MAX_LENGTH = 254;

/**
 * A pattern check that lets blank text through: the field's own "required" check reports blank text, so a
 * blank field shows one message, not two. (An `abort: true` check would also stop the form-level rules.)
 */
export function blankOr(pattern: RegExp): (text: string) => boolean {
  return (text) => text === '' || pattern.test(text);
}

/** Form inputs and JSON both reach the schemas: a number where text is expected is read as its digits. */
export const numberAsText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;

/** Exactly `count` digits. */
export const digitsPattern = (count: number) => new RegExp(`^\\d{${count}}$`);
