// The query cache a server-rendered page was rendered from, carried in its HTML (a JSON data block, never
// run) so the browser hydrates the same markup from the same answers instead of asking the API again.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { HttpError, isHttpError } from '../lib/http';

/** The id of the page's `<script type="application/json">` holding the cache. */
export const PAGE_STATE_ID = 'page-state';

/** An API error as it travels in the page (an Error does not survive JSON). */
interface SentHttpError {
  httpError: { status: number; message: string; body: unknown };
}

function isSentHttpError(value: unknown): value is SentHttpError {
  return typeof value === 'object' && value !== null && 'httpError' in value;
}

/**
 * JSON text that is safe inside a `<script>` data block: every `<` is escaped (valid JSON either way), so no
 * text of the catalogue or the URL, such as a product named `</script><script>`, can end the block.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The cache's answers (and the API's error answers, such as a product's 404, whose page shows it) as the
 * text of the page's data block.
 */
export function pageStateJson(client: QueryClient): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || isHttpError(query.state.error),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (isHttpError(error)) {
      const sent: SentHttpError = {
        httpError: { status: error.status, message: error.message, body: error.body },
      };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return scriptSafeJson(state);
}

/**
 * Fills `client` with the page's data block. An error answer the page was rendered with stays an error
 * (its view stays on screen) rather than being asked again while the page hydrates.
 */
export function hydratePageState(client: QueryClient, json: string): void {
  let state: DehydratedState;
  try {
    state = JSON.parse(json) as DehydratedState;
  } catch {
    return; // a broken block is as good as none: the app asks the API
  }
  const now = Date.now();
  for (const query of state.queries) {
    // The page is checked against the catalogue as it is sent, so its answers are as fresh as the page: a
    // page the server kept is not older for it (no refetch on mount).
    query.state.dataUpdatedAt = now;
    const { error } = query.state;
    if (isSentHttpError(error)) {
      query.state.errorUpdatedAt = now;
      const { status, message, body } = error.httpError;
      (query.state as { error: unknown }).error = new HttpError(status, message, body);
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(client, state);
}
