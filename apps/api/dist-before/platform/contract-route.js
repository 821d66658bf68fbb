import { z } from 'zod';
import { authenticate } from './auth.js';
/**
 * Registers `handler` for a contract entry: method and URL, request and response schemas (validation,
 * serialisation and the OpenAPI document all come from the contract), the area as OpenAPI tag, bearer
 * security for protected calls, and the access guard as an `onRequest` hook, so authentication comes
 * before the body is even parsed: a protected call without a token answers 401 whatever its body.
 */
export function contractRoute(app, area, entry, handler, { onRequest: early, ...options } = {}) {
    const response = Object.fromEntries(Object.entries(entry.responses).map(([status, schema]) => [status, schema ?? z.null()]));
    app.route({
        ...options,
        method: entry.method,
        url: entry.path,
        schema: {
            tags: [area],
            summary: entry.summary,
            ...(entry.description ? { description: entry.description } : {}),
            ...(entry.access === 'public' ? {} : { security: [{ bearer: [] }] }),
            ...(entry.multipart ? { consumes: ['multipart/form-data'] } : {}),
            ...(entry.body ? { body: entry.body } : {}),
            ...(entry.query ? { querystring: entry.query } : {}),
            ...(entry.params ? { params: entry.params } : {}),
            response,
        },
        // A public call has no guard to run (no hook at all: each one costs a cached answer a promise).
        onRequest: [
            ...(entry.access === 'public'
                ? []
                : [async (request) => authenticate(request, entry.access)]),
            ...(early ? [early] : []),
        ],
        handler: handler,
    });
}
//# sourceMappingURL=contract-route.js.map