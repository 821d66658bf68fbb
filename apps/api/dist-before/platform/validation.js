import { apiMessages } from '@bazaar/domain';
import { z } from 'zod';
import { BadRequestError } from './errors.js';
/**
 * Parses input with a schema where a route cannot declare it up front (one path, two body shapes); fails the
 * same way the route validator does: 400 with the first issue's message and its field. Takes any zod schema,
 * classic or zod/mini (the auth bodies), as the route validator does.
 */
export function parseWith(schema, input) {
    const result = z.safeParse(schema, input ?? {});
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || undefined;
    // A body that is not an object at all (`[]`, `"hi"`): zod's own text names its internals.
    const message = !field && issue?.code === 'invalid_type' ? apiMessages.bodyNotObject : issue?.message;
    throw new BadRequestError(message ?? 'Invalid request', field ? { field } : {});
}
//# sourceMappingURL=validation.js.map