import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';

export interface RenderOptions {
  /** Where the router starts, e.g. '/seller'. */
  initialPath?: string;
  /** Options for userEvent.setup (fake timers need `advanceTimers`). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/** Renders routes in a memory router inside the app's providers. */
export function renderRoutes(routes: RouteObject[], { initialPath = '/', user }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, user: userEvent.setup(user) };
}

/** Renders one element on every path, so a test can watch where it navigates via `router.state.location`. */
export function renderWithRouter(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
