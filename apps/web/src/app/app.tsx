import { StrictMode } from 'react';
import { Providers } from './providers';
import { AppRouter, routes } from './router';
import type { RouterHistory } from '../lib/router/navigation-router';

/** The whole app on a history: the browser's in main.tsx, a memory one where first-paint.tsx renders it. */
export function App({ history }: { history: RouterHistory }) {
  return (
    <StrictMode>
      <Providers>
        <AppRouter history={history} routes={routes} />
      </Providers>
    </StrictMode>
  );
}
