import { createHash } from 'node:crypto';
/** What a revalidated answer says of itself: ask each time; it varies with the token. */
export const revalidationHeaders = { 'cache-control': 'no-cache', vary: 'authorization' };
/** Whether an `If-None-Match` header names `tag`. */
export function matchesEtag(header, tag) {
    return header !== undefined && header.split(',').some((value) => value.trim() === tag);
}
/**
 * Revalidation for cacheable reads: the route's ETag or a weak one from the body's hash, `304` with no body when it matches
 * `If-None-Match`. `no-cache` makes browsers ask each time (cheap with a 304); the answer varies with the
 * token, which adds per-user fields.
 */
export function registerEtags(app) {
    app.addHook('onSend', (request, reply, payload, done) => {
        if (!reply.routeOptions.config.etag || request.method !== 'GET' || reply.statusCode !== 200)
            return done(null, payload);
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload))
            return done(null, payload);
        // A route that serves prebuilt bytes sets their tag; other answers are hashed here.
        const preset = reply.getHeader('etag');
        const tag = typeof preset === 'string' ? preset : `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
        reply.header('etag', tag);
        reply.headers(revalidationHeaders);
        if (matchesEtag(request.headers['if-none-match'], tag)) {
            reply.code(304);
            return done(null, '');
        }
        return done(null, payload);
    });
}
//# sourceMappingURL=etag.js.map