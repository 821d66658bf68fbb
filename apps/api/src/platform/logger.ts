import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

// Secrets never reach the log: credentials, one-time codes, tokens and card data, wherever they sit.
const SECRET_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'otp',
  'code',
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
];

const REQUEST_ID = /^[\w.-]{8,64}$/;

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: {
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(stream ? { stream } : {}),
    },
    // Reuse a caller's X-Request-Id (a proxy's) when it is well formed, so one id follows the request.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
