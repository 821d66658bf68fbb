import type { catalogContract, Reply } from '@bazaar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchKeys } from './keys';
import { http } from '../../../lib/http';

type Suggest = typeof catalogContract.suggest;
export type SuggestionsReply = Reply<Suggest, 200>;

const path: Suggest['path'] = '/api/product/suggest';

/** GET /api/product/suggest?q=: up to 8 product names and categories for what is typed. */
export function getSuggestions(prefix: string, signal?: AbortSignal): Promise<SuggestionsReply> {
  return http.get<SuggestionsReply>(path, { query: { q: prefix }, signal });
}

export function suggestionsQueryOptions(prefix: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(prefix),
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
