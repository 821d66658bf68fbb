import type { z } from 'zod';
import { BadRequestError } from './errors.js';

/**
 * Parses input with a schema where a route cannot declare it up front (one path, two body shapes); fails the
 * same way the route validator does: 400 with the first issue's message and its field.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw new BadRequestError(issue?.message ?? 'Invalid request', field ? { field } : {});
}
