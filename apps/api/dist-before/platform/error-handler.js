import { apiMessages } from '@bazaar/domain';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.js';
import { AppError } from './errors.js';
import { isPageRequest } from './web-app.js';
// Fastify's own client errors, reworded for people (its defaults name internals).
const FASTIFY_CLIENT_ERRORS = {
    FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.invalidJson,
    FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.emptyJson,
    FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.payloadTooLarge,
    FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.unsupportedMediaType,
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiMessages.contentLengthMismatch,
    FST_ERR_BAD_URL: apiMessages.malformedUrl,
};
/** How soon a client may try again while the database does not answer (503). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * One place maps every failure to `status` + JSON `{message}`: typed AppErrors, schema validation (400 naming
 * the field), Fastify's client errors (malformed JSON, 413...), and anything unexpected (500, detail only in
 * the log).
 */
export function errorReply(error, request) {
    if (error instanceof AppError) {
        return { statusCode: error.statusCode, body: { ...error.extra, message: error.message } };
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
        // A body that is not an object at all (`[]`, `"hi"`, `null`): zod's own text names its internals.
        const notAnObject = !field && issue?.keyword === 'invalid_type' && error.validationContext !== 'querystring';
        return {
            statusCode: 400,
            body: {
                message: notAnObject ? apiMessages.bodyNotObject : (issue?.message ?? 'Invalid request'),
                ...(field ? { field } : {}),
            },
        };
    }
    if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
        return { statusCode: 500, body: { message: apiMessages.internal } };
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
        return {
            statusCode: status,
            body: { message: (error.code && FASTIFY_CLIENT_ERRORS[error.code]) || error.message },
        };
    }
    if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return {
            statusCode: 503,
            body: { message: apiMessages.databaseUnavailable, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
        };
    }
    request.log.error({ err: error }, 'unhandled error');
    return { statusCode: 500, body: { message: apiMessages.internal } };
}
/** A 429 or 503 tells the client when to come back, in the header as well as the message. */
export function setRetryAfter(reply, body) {
    const seconds = body.retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > 0)
        reply.header('retry-after', String(Math.ceil(seconds)));
}
export function registerErrorHandler(app) {
    app.setErrorHandler((error, request, reply) => {
        const { statusCode, body } = errorReply(error, request);
        setRetryAfter(reply, body);
        return reply.status(statusCode).send(body);
    });
}
/**
 * Fastify's `frameworkErrors`: the answer to a request its router refuses before any route or hook runs, a
 * URL whose path does not decode (`/product/%ZZ`, a broken link). A page gets the web app (`sendPagesWith`),
 * which shows its not-found view; anything else gets the API's `{message}` (400). With no hook run, the
 * answer is given here what the hooks give every other one: the security headers and the request id.
 */
export function createFrameworkErrors(headers) {
    let sendPage;
    const handler = (error, request, reply) => {
        reply.headers(headers);
        reply.header('x-request-id', request.id);
        const { headers: sent } = request.raw;
        // As app.ts's onSend hook: a body left unread would be read as the next request on this connection.
        if (Number(sent['content-length'] ?? 0) > 0 || sent['transfer-encoding'] !== undefined) {
            reply.header('connection', 'close');
        }
        const pathname = request.url.split('?')[0] ?? '/';
        if (sendPage && error.code === 'FST_ERR_BAD_URL' && isPageRequest(request.method, pathname)) {
            // 404 rather than 400: for the shopper who followed a broken link this is a page that is not there (the
            // app shows its not-found view), and search engines and link checkers drop a 404 as a missing page.
            sendPage(request, reply, true).catch((failure) => {
                request.log.error({ err: failure }, 'page for a malformed URL failed');
                if (!reply.sent)
                    void reply.code(500).send({ message: apiMessages.internal });
            });
            return;
        }
        const { statusCode, body } = errorReply(error, request);
        void reply.status(statusCode).send(body);
    };
    return {
        handler,
        sendPagesWith(send) {
            sendPage = send;
        },
    };
}
//# sourceMappingURL=error-handler.js.map