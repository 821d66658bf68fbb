import { catalogContract, type Reply } from '@bazaar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../lib/http';

const endpoint = catalogContract.suggest;
export type SuggestionsReply = Reply<typeof endpoint, 200>;

/** GET /api/product/suggest?q=: up to 8 product names and categories for what is typed. */
export function getSuggestions(prefix: string, signal?: AbortSignal): Promise<SuggestionsReply> {
  return callApi(endpoint, { query: { q: prefix }, signal });
}

export function suggestionsQueryOptions(prefix: string) {
  return queryOptions({
    queryKey: catalogKeys.suggestions(prefix),
    queryFn: ({ signal }) => getSuggestions(prefix, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Suggestions for a (debounced) prefix; nothing is asked for a blank one. The last answer stays while typing. */
export function useSuggestions(prefix: string) {
  return useQuery({
    ...suggestionsQueryOptions(prefix),
    enabled: prefix.length > 0,
    placeholderData: keepPreviousData,
  });
}
