import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lib/router/lazy-screen';
import { renderRoutes } from '../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

// A screen whose chunk cannot be fetched (the server was redeployed, the network dropped).
const Unreachable = lazyScreen(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

// The shape of app/router.tsx: a shell around a boundary around the pages.
const routes: RouteObject[] = [
  {
    element: (
      <>
        <header>Bazaar header</header>
        <Outlet />
      </>
    ),
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'broken', element: <Broken /> },
          { path: 'unreachable', element: <Unreachable /> },
        ],
      },
    ],
  },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the 500 screen inside the shell when a page fails to render, and clears it on the next navigation', async () => {
    const { user, history } = renderRoutes(routes, { initialPath: '/broken' });

    expect(await screen.findByRole('heading', { name: '500 - Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Bazaar header');

    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '500 - Internal Server Error' })).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it("shows the 500 screen when a screen's code cannot be fetched", async () => {
    renderRoutes(routes, { initialPath: '/unreachable' });
    expect(await screen.findByRole('heading', { name: '500 - Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the 500 screen on its own when nothing around the page catches the error', async () => {
    renderRoutes([{ path: '/', element: <Broken /> }]);
    expect(await screen.findByRole('heading', { name: '500 - Internal Server Error' })).toBeInTheDocument();
  });
});
