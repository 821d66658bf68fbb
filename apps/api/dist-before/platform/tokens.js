import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
export const SESSION_LIFETIME = '7d';
/** A signed session token (HS256) carrying the user id and the token version a password reset bumps. */
export async function signSessionToken(secret, claims) {
    return new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(SESSION_LIFETIME)
        .sign(secret);
}
/** The claims of a valid token, or null for anything malformed, forged or expired. */
export async function verifySessionToken(secret, token) {
    try {
        const { payload } = await jwtVerify(token, secret, {
            algorithms: ['HS256'],
            // A token without an expiry would never end; one without a subject names nobody.
            requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number')
            return null;
        return { userId: payload.sub, tokenVersion: payload.tv };
    }
    catch {
        return null;
    }
}
/** Six digits from the CSPRNG, zero-padded. */
export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** OTPs are keyed to their account and purpose, so a stolen table cannot be replayed elsewhere. */
export function hashOtp(secret, scope, code) {
    return createHmac('sha256', secret).update(`${scope}:${code}`).digest('base64url');
}
export function safeEqual(a, b) {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
}
/** A random opaque token (reset tokens) and the hash that is stored in its place. */
export const generateOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token) => createHash('sha256').update(token).digest('base64url');
//# sourceMappingURL=tokens.js.map