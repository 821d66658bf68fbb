import cors from '@fastify/cors';
/**
 * The Content-Security-Policy, a directive a line: scripts and styles only from this origin (and the web
 * build's own inline scripts, named by their hash), images also from data:/blob: (previews of files being
 * uploaded), no plugins, no framing.
 */
const contentSecurityPolicy = (inlineScripts) => ({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
});
/**
 * The other security headers: helmet's defaults (OWASP's recommended set) with our choices. No
 * Strict-Transport-Security: the TLS-terminating proxy sets it, as it knows whether HTTPS is in use; no
 * Cross-Origin-Embedder-Policy, which would block the photos of a media host of another origin.
 */
const fixedHeaders = {
    // Share links open WhatsApp/LinkedIn in a new tab; the opener must not keep a handle on us either way.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
};
/**
 * The security headers every answer carries. They are the same for every request, so they are written once,
 * here, into a plain object that an onRequest hook lays on each reply (running a header library on each
 * request re-parsed the CSP, which cost a cached catalogue answer more than the answer itself).
 */
export function securityHeaders(inlineScripts = []) {
    const csp = Object.entries(contentSecurityPolicy(inlineScripts))
        .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
        .join(';');
    return { 'content-security-policy': csp, ...fixedHeaders };
}
/** The security headers on every answer, and CORS for the configured origins only. */
export async function registerSecurity(app, headers, corsOrigins) {
    app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(headers);
        done();
    });
    // Cross-origin use only for configured origins; same-origin needs nothing.
    await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false, credentials: false });
}
//# sourceMappingURL=security.js.map