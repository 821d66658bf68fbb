import type {
  ContextConfigDefault,
  FastifyInstance,
  onRequestHookHandler,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, Schema } from '@bazaar/domain';
import { authenticate } from './auth.js';

type ResponseSchemas<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends Schema ? E['responses'][S] : z.ZodNull;
};

/** The Fastify schema of a contract entry: what the type provider reads for the handler's types. */
export interface ContractSchema<E extends Endpoint> {
  body: E['body'];
  querystring: E['query'];
  params: E['params'];
  response: ResponseSchemas<E>;
}

/** A handler typed from the contract: `request.body`/`query`/`params` parsed, `reply.send` checked. */
export type ContractHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<E>,
  ZodTypeProvider
>;

/** An `onRequest` hook of a contract route, run after the access guard (a cache answering early, say). */
export type EarlyHook = onRequestHookHandler;

/** Route options that extend a contract entry (a body limit, a route-level error handler...). */
export type ExtraRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'onRequest'> & {
  onRequest?: EarlyHook;
};

/**
 * Registers `handler` for a contract entry: method and URL, request and response schemas (validation,
 * serialisation and the OpenAPI document all come from the contract), the area as OpenAPI tag, bearer
 * security for protected calls, and the access guard as an `onRequest` hook, so authentication comes
 * before the body is even parsed: a protected call without a token answers 401 whatever its body.
 */
export function contractRoute<E extends Endpoint>(
  app: FastifyInstance,
  area: string,
  entry: E,
  handler: ContractHandler<E>,
  { onRequest: early, ...options }: ExtraRouteOptions = {},
): void {
  const response = Object.fromEntries(
    Object.entries(entry.responses).map(([status, schema]) => [status, schema ?? z.null()]),
  );
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
        : [async (request: FastifyRequest) => authenticate(request, entry.access)]),
      ...(early ? [early] : []),
    ],
    handler: handler as RouteHandlerMethod,
  });
}
