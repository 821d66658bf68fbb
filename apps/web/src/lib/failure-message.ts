import { errorMessages } from '@bazaar/domain';
import { isHttpError } from './http';

/**
 * The text of an error popup after a failed save: the server's own message when it answered, otherwise the
 * connection alert (docs/product.md §8). Kept out of lib/http.ts so the messages stay out of the entry chunk.
 */
export function failureMessage(error: unknown): string {
  return isHttpError(error) ? error.message : errorMessages.checkInternet;
}
