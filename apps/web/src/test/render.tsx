import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
import { AppRouter } from '../app/router';

export interface RenderOptions {
  /** Where the router starts, e.g. '/seller'. */
  initialPath?: string;
  /** Options for userEvent.setup (fake timers need `advanceTimers`). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders routes as the app does (app/router.tsx's AppRouter) on a memory history, inside the app's
 * providers. `history.location` is where the user is (the address bar); `history.push` navigates.
 */
export function renderRoutes(routes: RouteObject[], { initialPath = '/', user }: RenderOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [initialPath], v5Compat: true });
  const result = render(
    <Providers>
      <AppRouter history={history} routes={routes} />
    </Providers>,
  );
  return { ...result, history, user: userEvent.setup(user) };
}

/** Renders one element on every path, so a test can watch where it navigates via `history.location`. */
export function renderWithRouter(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
