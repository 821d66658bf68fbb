import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/session';
import { isHttpError, isTokenExpiredError } from '../lib/http';
import { clearAuthToken } from '../lib/storage';
import { ThemeProvider } from '../lib/theme';

// spec §4/§8: whichever call answers 'Token expired', the stored token goes and the user is signed out.
// The token store notifies the AuthProvider, and guarded screens send the user to /login.
function signOutOnExpiredToken(error: unknown): void {
  if (isTokenExpiredError(error)) clearAuthToken();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: signOutOnExpiredToken }),
    mutationCache: new MutationCache({ onError: signOutOnExpiredToken }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on a retry (not found, unauthorised); network blips and 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isHttpError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** App-wide state: the server cache (TanStack Query), the signed-in user and the theme. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ThemeProvider>{children}</ThemeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
