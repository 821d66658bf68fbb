import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { profileQueryOptions } from '../api/account/get-profile';
import { AuthProvider } from '../lib/auth/session';
import { isHttpError, isNetworkError, isTokenExpiredError } from '../lib/http';
import { clearAuthToken } from '../lib/storage';
import { ThemeProvider } from '../lib/theme';

// docs/product.md §4/§8: whichever call answers 'Token expired', the stored token goes and the user is signed out.
// The token store notifies the AuthProvider, and guarded screens send the user to /login.
function signOutOnExpiredToken(error: unknown): void {
  if (isTokenExpiredError(error)) clearAuthToken();
}

// A gateway that could not reach the API (502/503/504) or a request that got no answer at all may well succeed
// a moment later; any other failure (4xx, a 500 from the API itself) answers the same again. One quick retry
// at most: the shopper waits for the error view while a query retries, under skeletons that say nothing.
const transientStatuses: ReadonlySet<number> = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 300;

function retryOnceIfTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return isNetworkError(error) || (isHttpError(error) && transientStatuses.has(error.status));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: signOutOnExpiredToken }),
    mutationCache: new MutationCache({ onError: signOutOnExpiredToken }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retryOnceIfTransient,
        retryDelay: RETRY_DELAY_MS,
      },
    },
  });
}

/**
 * App-wide state: the server cache (TanStack Query), the signed-in user and the theme. `client` is a cache
 * made ahead: the server's, filled before it renders a page, or the browser's, filled with what the page's
 * HTML carried (app/page-state.ts).
 */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider profileQuery={profileQueryOptions}>
        <ThemeProvider>{children}</ThemeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
