import { apiMessages } from '@bazaar/domain';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import { verifySessionToken } from './tokens.js';
/** Installs the lookup the guards use and the per-request `user` slot. */
export function registerAuth(app, findSessionUser) {
    app.decorate('findSessionUser', findSessionUser);
    app.decorateRequest('user', null);
}
/** The bearer token of a request; "null" and "undefined" are what clients send when they hold none. */
export function bearerToken(request) {
    return bearerTokenIn(request.headers.authorization);
}
/** The bearer token in an Authorization header, or null (also for "null" and "undefined"). */
export function bearerTokenIn(header) {
    if (!header)
        return null;
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    const token = match?.[1]?.trim();
    if (!token || token === 'null' || token === 'undefined')
        return null;
    return token;
}
async function userFromToken(request, token) {
    const claims = await verifySessionToken(request.server.jwtSecret, token);
    if (!claims)
        return null;
    const user = await request.server.findSessionUser(claims.userId);
    // A password reset bumps tokenVersion: every token issued before it stops working.
    return user && user.tokenVersion === claims.tokenVersion ? user : null;
}
/** The signed-in user; 401 without a token, 401 `Token expired` for any token that is not valid now. */
async function requireUser(request) {
    const token = bearerToken(request);
    if (!token)
        throw new UnauthorizedError(apiMessages.noToken);
    const user = await userFromToken(request, token);
    if (!user)
        throw new UnauthorizedError(apiMessages.tokenExpired);
    return user;
}
/** For public calls: the user when a valid token is sent, otherwise null (never an error). */
export async function optionalUser(request) {
    const token = bearerToken(request);
    return token ? userFromToken(request, token) : null;
}
/**
 * The guard a contract's `access` asks for, run before the body is parsed or validated: a protected call
 * without a token answers 401 whatever its body. The user is kept on `request.user`.
 */
export async function authenticate(request, access) {
    if (access === 'public')
        return;
    const user = await requireUser(request);
    if (access === 'seller' && user.userType !== 'seller')
        throw new ForbiddenError(apiMessages.sellerOnly);
    if (access === 'consumer' && user.userType !== 'consumer') {
        throw new ForbiddenError(apiMessages.consumerOnly);
    }
    request.user = user;
}
/** The user `authenticate` admitted; only for handlers of protected routes. */
export function signedInUser(request) {
    if (!request.user)
        throw new Error(`${request.routeOptions.url}: a protected handler ran without its guard`);
    return request.user;
}
//# sourceMappingURL=auth.js.map