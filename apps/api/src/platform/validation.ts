import { isDeepStrictEqual } from 'node:util';
import { apiMessages } from '@bazaar/domain';
import { z } from 'zod';
import { BadRequestError } from './errors.js';

/**
 * Parses input with a schema where a route cannot declare it up front (one path, two body shapes); fails the
 * same way the route validator does: 400 with the first issue's message and its field. Takes any zod schema,
 * classic or zod/mini (the auth bodies), as the route validator does.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  // A body that is not an object at all (`[]`, `"hi"`): zod's own text names its internals.
  const message = !field && issue?.code === 'invalid_type' ? apiMessages.bodyNotObject : issue?.message;
  throw new BadRequestError(message ?? 'Invalid request', field ? { field } : {});
}

/**
 * Checks that an answer built by the server is already in its response schema's shape: parsed, it comes out equal
 * (no field dropped, added or changed). Where a route sends an answer as built, this is what its tests run instead
 * of the parse, so an answer that drifts from the contract fails them.
 */
export function checkAnswerShape<T>(schema: { parse(value: unknown): T }, value: T, what: string): T {
  if (!isDeepStrictEqual(schema.parse(value), value))
    throw new Error(`${what}: the answer is not in its contract's shape`);
  return value;
}
