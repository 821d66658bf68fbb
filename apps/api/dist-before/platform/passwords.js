import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
// scrypt with N=2^15, r=8, p=1 (OWASP's minimum for scrypt); encoded with its parameters so they can rise later.
const PARAMS = { N: 32768, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;
function derive(password, salt, options) {
    return new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEM }, (error, key) => error ? reject(error) : resolve(key));
    });
}
/** Returns `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password) {
    const salt = randomBytes(16);
    const key = await derive(password, salt, PARAMS);
    return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}
/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password, stored) {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash)
        return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
}
//# sourceMappingURL=passwords.js.map