import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

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

/** Development's request log: one debug line per answered request. */
export function logRequestsAtDebug(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  });
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

/** pino-pretty when it is installed (a development dependency): one readable line per entry. */
function prettyTransport() {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } };
}

/**
 * JSON logs in production. In development the log is for a person reading it: pretty lines, and each
 * request at debug level only (Fastify's own request lines are off; LOG_LEVEL=debug shows them again).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
  env: 'development' | 'production' | 'test' = 'production',
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const transport = env === 'development' && !stream ? prettyTransport() : undefined;
  return {
    logger: {
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(stream ? { stream } : {}),
      ...(transport ? { transport } : {}),
    },
    ...(env === 'development' ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    // Reuse a caller's X-Request-Id (a proxy's) when it is well formed, so one id follows the request.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
