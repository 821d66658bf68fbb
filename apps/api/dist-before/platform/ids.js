import { randomBytes } from 'node:crypto';
// Crockford-style alphabet: URL-safe, no look-alikes (i, l, o, u), reads well upper-cased as order numbers.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{16}$/;
/** A 16-character random id (80 bits). */
export function newId() {
    const bytes = randomBytes(16);
    let id = '';
    for (const byte of bytes)
        id += ALPHABET[byte & 31];
    return id;
}
/** True for anything newId() could have produced; lets routes answer 404 for junk ids without a query. */
export function isId(value) {
    return typeof value === 'string' && ID_PATTERN.test(value.toLowerCase());
}
export const nowIso = () => new Date().toISOString();
//# sourceMappingURL=ids.js.map