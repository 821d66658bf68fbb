import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isHttpError } from '../lib/http';
import { ThemeProvider } from '../lib/theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

/** App-wide state: the server cache (TanStack Query) and the theme. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
