// The API contract as data: each endpoint's method, path, access, request schemas and response schemas by
// status. The API registers its routes from these entries (validation, serialisation, OpenAPI), the web
// types its fetchers and builds its test mocks from them, so a payload is written once (decision 0004).
// A schema may be classic zod or zod/mini (the auth area, whose screens must not load classic zod): both are
// zod core schemas, which is all the type provider, the OpenAPI transform and `parse`/`safeParse` need. The
// error bodies below are zod/mini so that a screen parsing one (login's 403) stays free of classic zod.
import { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (`public`: a valid token only adds per-user fields), any signed-in user (`user`),
 * a shopper's account (`consumer`), a seller's account (`seller`).
 */
export type Access = 'public' | 'user' | 'consumer' | 'seller';

/** A contract schema, classic (`zod`) or tree-shakable (`zod/mini`): both parse with these methods. */
export type Schema = z.core.$ZodType & Pick<z.ZodMiniType, 'parse' | 'safeParse'>;

export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify style: `/api/product/:id` */
  readonly path: `/api/${string}`;
  /** one line for the OpenAPI document */
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  readonly params?: Schema;
  readonly query?: Schema;
  /** the JSON body; absent for calls sent without one */
  readonly body?: Schema;
  /** the body is multipart/form-data (uploads), read by the handler rather than a schema */
  readonly multipart?: true;
  /** every status the call answers on purpose; `null` for a reply without a body (204) */
  readonly responses: Readonly<Record<number, Schema | null>>;
}

/** Declares an endpoint, keeping its literal types (path, statuses, schemas) for the helpers below. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

type SuccessCode = 200 | 201 | 202 | 204;
type BodyOf<S> = S extends Schema ? z.output<S> : undefined;

/** The success statuses of an endpoint (e.g. `200 | 201` for the two sign-up forms). */
export type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], SuccessCode>;

/** What a client sends as the body (the schema's input: numbers may still be numeric text). */
export type RequestBody<E extends Endpoint> = E['body'] extends Schema ? z.input<E['body']> : undefined;
/** What a client sends as the query string. */
export type RequestQuery<E extends Endpoint> = E['query'] extends Schema ? z.input<E['query']> : undefined;
/** The path parameters (`{id}` for `/api/product/:id`). */
export type RequestParams<E extends Endpoint> = E['params'] extends Schema ? z.input<E['params']> : undefined;

/** The reply body for one status: `Reply<typeof login, 200>`. */
export type Reply<E extends Endpoint, S extends keyof E['responses']> = BodyOf<E['responses'][S]>;

/** The union of the success replies (`undefined` stands for a 204 without a body). */
export type SuccessReply<E extends Endpoint> = {
  [S in SuccessStatus<E>]: BodyOf<E['responses'][S]>;
}[SuccessStatus<E>];

/** The schema of one status, for parsing a reply or building a test mock: `replySchema(login, 200).parse(x)`. */
export function replySchema<E extends Endpoint, S extends keyof E['responses'] & number>(
  entry: E,
  status: S,
): Extract<E['responses'][S], Schema> {
  const schema = entry.responses[status];
  if (!schema) throw new Error(`${entry.method} ${entry.path} declares no body for ${status}`);
  return schema as Extract<E['responses'][S], Schema>;
}

// endpointPath and isSuccessStatus live in endpoint-path.ts: no zod there, so the web's entry chunk (which
// needs them for every call) does not bring zod in with this module.
export { endpointPath, isSuccessStatus, withQuery, type QueryValue } from './endpoint-path.js';

/**
 * Every error body: a human-readable `message` the clients show verbatim; a 400 from a schema also names
 * the `field` (dotted path) that failed.
 */
export const ErrorBodySchema = z.object({ message: z.string(), field: z.optional(z.string()) });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** 429: the error body and, when known, how many seconds to wait. */
export const TooManyRequestsSchema = z.extend(ErrorBodySchema, {
  retryAfterSeconds: z.optional(z.number().check(z.int())),
});

/** The most common success body: just a `message`. */
export const MessageSchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageSchema>;

/** The failure statuses of a protected call, added to its own: 401 without or with a bad token. */
export const protectedFailures = { 401: ErrorBodySchema } as const;
/** The seller-only and consumer-only calls also answer 403 for the other role. */
export const roleFailures = { 401: ErrorBodySchema, 403: ErrorBodySchema } as const;
