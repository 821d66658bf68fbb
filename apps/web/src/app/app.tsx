import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { Providers } from './providers';
import { AppRouter, routes } from './router';
import type { RouterHistory } from '../lib/router/navigation-router';

/**
 * The whole app on a history: the browser's in main.tsx, a memory one where the server renders a page
 * (server.tsx), with the query cache filled ahead when there is one.
 */
export function App({
  history,
  queryClient,
  onLive,
}: {
  history: RouterHistory;
  queryClient?: QueryClient;
  /** Called once the app is on screen and live (hydrated, or rendered in the browser). */
  onLive?: () => void;
}) {
  return (
    <StrictMode>
      <Providers client={queryClient}>
        <AppRouter history={history} routes={routes} />
      </Providers>
      {onLive && <Live onLive={onLive} />}
    </StrictMode>
  );
}

function Live({ onLive }: { onLive: () => void }) {
  // a frame later: what hydration left to the browser's own values (the signed-in header) has rendered by then
  useEffect(() => {
    const frame = requestAnimationFrame(onLive);
    return () => cancelAnimationFrame(frame);
  }, [onLive]);
  return null;
}
