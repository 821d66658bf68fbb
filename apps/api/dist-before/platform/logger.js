import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { LogController, } from 'fastify';
// Secrets never reach the log: credentials, one-time codes, tokens and card data, wherever they sit.
const SECRET_KEYS = [
    'password',
    'newPassword',
    'confirmPassword',
    'passwordHash',
    'otp',
    'resetToken',
    'AuthToken',
    'authToken',
    'token',
    'cardNumber',
    'cvv',
    'methodDetail',
    'bankAccountNumber',
];
export const redactPaths = [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    'headers.authorization',
    ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `body.${key}`, `body.*.${key}`]),
    // `code` is also every error's code (err.code): only a request body's `code` is a secret.
    'body.code',
    'req.body.code',
    '*.body.code',
];
/**
 * One access line per answered request (`GET /api/... 200 3 ms`), at info in production (the web app's files
 * and media answered well at debug) and at debug in development, instead of Fastify's two (incoming and completed, each with the whole request or reply
 * serialised). A failed request is still logged as an error with its cause.
 */
class AccessLog extends LogController {
    level;
    constructor(level) {
        super();
        this.level = level;
    }
    incomingRequest() { }
    requestCompleted(error, request, reply) {
        const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
        if (error)
            return reply.log.error({ err: error }, line);
        // The web app's files and media served well are a page's dozens of lines: debug; the API and failures: info.
        const quiet = reply.statusCode < 400 && !request.url.startsWith('/api/');
        request.log[quiet ? 'debug' : this.level](line);
    }
}
const LEVEL_METHODS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);
const noop = () => { };
/**
 * Each request's logger (its lines carry `reqId`), made only when the request logs something its level lets
 * through: at the usual levels most requests log nothing, and making a child logger (its bindings serialised
 * and redacted) cost a cached catalogue answer as much as the rest of Fastify's work.
 */
export const lazyChildLogger = (logger, bindings, options) => {
    if (options.level)
        return logger.child(bindings, options);
    let child;
    const made = () => (child ??= logger.child(bindings, options));
    return new Proxy(logger, {
        get(_target, key) {
            if (!child) {
                // Fastify looks each method up on every request's logger: looking must not make the child, calling does.
                if (key === 'child')
                    return (...args) => made().child(...args);
                if (typeof key === 'string' && LEVEL_METHODS.has(key)) {
                    if (!logger.isLevelEnabled(key))
                        return noop;
                    return (...args) => made()[key](...args);
                }
            }
            const value = Reflect.get(made(), key);
            return typeof value === 'function' ? value.bind(child) : value;
        },
        set: (_target, key, value) => Reflect.set(made(), key, value),
    });
};
const REQUEST_ID = /^[\w.-]{8,64}$/;
/** A request's id: a caller's X-Request-Id (a proxy's) when it is well formed, so one id follows the request. */
function requestId(req) {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
/** The level of the one access line each answered request writes. */
const accessLogLevel = (env) => (env === 'development' ? 'debug' : 'info');
/** pino-pretty when it is installed (a development dependency): one readable line per entry. */
function prettyTransport() {
    try {
        createRequire(import.meta.url).resolve('pino-pretty');
    }
    catch {
        return undefined;
    }
    return { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } };
}
/**
 * JSON logs in production, one access line per request. In development the log is for a person reading it:
 * pretty lines, and each request at debug level only (LOG_LEVEL=debug shows them).
 */
export function loggerOptions(level, stream, env = 'production') {
    const transport = env === 'development' && !stream ? prettyTransport() : undefined;
    return {
        logger: {
            level,
            redact: { paths: redactPaths, censor: '[redacted]' },
            ...(stream ? { stream } : {}),
            ...(transport ? { transport } : {}),
        },
        logController: new AccessLog(accessLogLevel(env)),
        childLoggerFactory: lazyChildLogger,
        genReqId: requestId,
    };
}
//# sourceMappingURL=logger.js.map