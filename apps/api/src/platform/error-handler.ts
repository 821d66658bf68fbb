import { apiMessages } from '@bazaar/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

// Fastify's own client errors, reworded for people (its defaults name internals).
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiMessages.contentLengthMismatch,
};

export interface ErrorReply {
  statusCode: number;
  body: { message: string } & Record<string, unknown>;
}

/**
 * One place maps every failure to `status` + JSON `{message}`: typed AppErrors, schema validation (400 naming
 * the field), Fastify's client errors (malformed JSON, 413...), and anything unexpected (500, detail only in
 * the log).
 */
export function errorReply(error: FastifyError, request: FastifyRequest): ErrorReply {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, body: { ...error.extra, message: error.message } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    // A body that is not an object at all (`[]`, `"hi"`, `null`): zod's own text names its internals.
    const notAnObject =
      !field && issue?.keyword === 'invalid_type' && error.validationContext !== 'querystring';
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
  request.log.error({ err: error }, 'unhandled error');
  return { statusCode: 500, body: { message: apiMessages.internal } };
}

/** A 429 tells the client when to come back, in the header as well as the message. */
export function setRetryAfter(reply: FastifyReply, body: Record<string, unknown>): void {
  const seconds = body.retryAfterSeconds;
  if (typeof seconds === 'number' && seconds > 0) reply.header('retry-after', String(Math.ceil(seconds)));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = errorReply(error, request);
    setRetryAfter(reply, body);
    return reply.status(statusCode).send(body);
  });
}
