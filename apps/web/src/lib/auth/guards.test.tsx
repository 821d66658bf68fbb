import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInAs, testUser } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';
import { lazyScreen } from '../router/lazy-screen';
import { setAuthToken } from '../storage';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from './guards';
import { useAuth } from './session';

const page = (name: string) => <h1>{name}</h1>;

function SessionName() {
  const { user } = useAuth();
  return user ? <p>Signed in as {user.name}</p> : null;
}

// The guards as app/router.tsx wires them, around pages that only name themselves.
const routes: RouteObject[] = [
  { index: true, element: page('Home') },
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: 'login', element: page('Login') },
      { path: 'register', element: page('Register') },
    ],
  },
  { element: <RequireAuth />, children: [{ path: 'orders', element: page('Order History') }] },
  {
    element: <RequireRole role="consumer" />,
    children: [{ path: 'seller-registration', element: page('Seller Registration') }],
  },
  {
    path: 'seller',
    element: <RequireRole role="seller" />,
    children: [{ index: true, element: page('Seller Area') }],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('sends a visitor to /login with the path and query to return to', async () => {
    const calls = mockApi({});
    const { history } = renderRoutes(
      [...routes, { element: <RequireAuth />, children: [{ path: 'cart', element: page('Cart') }] }],
      { initialPath: '/cart?from=header' },
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.search).toBe('?redirect=%2Fcart%3Ffrom%3Dheader');
    expect(calls).toEqual([]);
  });

  it('shows a loader while the profile of a stored token loads, then the page', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    localStorage.setItem('AuthToken', 'token-u1');
    mockApi({ 'POST /api/user/profile': () => new Promise((resolve) => (answer = resolve)) });
    renderRoutes(routes, { initialPath: '/orders' });

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order History' })).not.toBeInTheDocument();

    answer({ body: { userDetail: testUser() } });
    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument();
  });

  it('sends the user to /login and drops the token when the profile answers Token expired', async () => {
    localStorage.setItem('AuthToken', 'stale');
    mockApi({ 'POST /api/user/profile': { status: 401, body: { message: 'Token expired' } } });
    const { history } = renderRoutes(routes, { initialPath: '/orders' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.search).toBe('?redirect=%2Forders');
    expect(localStorage.getItem('AuthToken')).toBeNull();
  });
});

describe('RequireRole', () => {
  it('sends a consumer opening the seller area to /seller-registration', async () => {
    signInAs(testUser({ userType: 'consumer' }));
    const { history } = renderRoutes(routes, { initialPath: '/seller' });
    expect(await screen.findByRole('heading', { name: 'Seller Registration' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller-registration');
  });

  it('sends a seller opening /seller-registration to /seller', async () => {
    signInAs(testUser({ userType: 'seller' }));
    const { history } = renderRoutes(routes, { initialPath: '/seller-registration' });
    expect(await screen.findByRole('heading', { name: 'Seller Area' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller');
  });

  it('lets each role into its own screen', async () => {
    signInAs(testUser({ userType: 'seller' }));
    renderRoutes(routes, { initialPath: '/seller' });
    expect(await screen.findByRole('heading', { name: 'Seller Area' })).toBeInTheDocument();
  });

  it('sends a visitor to /login first', async () => {
    mockApi({});
    const { history } = renderRoutes(routes, { initialPath: '/seller' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.search).toBe('?redirect=%2Fseller');
  });
});

describe('RedirectIfSignedIn', () => {
  it("lets a sign-in's own navigation to a lazy screen finish when the profile arrives first", async () => {
    let answerProfile: (reply: { body: unknown }) => void = () => {};
    let loadScreen: () => void = () => {};
    // a screen whose code is still downloading
    const SellerArea = lazyScreen(
      () =>
        new Promise((resolve) => {
          loadScreen = () => resolve(() => page('Seller Area'));
        }),
    );
    mockApi({ 'POST /api/user/profile': () => new Promise((resolve) => (answerProfile = resolve)) });
    const { history, user } = renderRoutes(
      [
        { index: true, element: page('Home') },
        {
          element: <RedirectIfSignedIn />,
          children: [
            {
              path: 'login',
              element: (
                <>
                  <button type="button" onClick={() => setAuthToken('token-u1')}>
                    Sign in
                  </button>
                  <SessionName />
                </>
              ),
            },
          ],
        },
        { path: 'seller', element: <SellerArea /> },
      ],
      // With a way back named, the guard would send a signed-in user to / — not while the sign-in's own
      // navigation ('Continue with Seller' goes to /seller) is loading.
      { initialPath: '/login?redirect=%2F' },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    act(() => history.replace('/seller'));
    answerProfile({ body: { userDetail: testUser({ userType: 'seller' }) } });
    // The session knows the seller while the screen's code is still on its way: the guard must not send
    // them home now (the race "Continue with Seller" used to lose), and the sign-in screen stays on show.
    expect(await screen.findByText('Signed in as Asha Rao')).toBeInTheDocument();
    // A redirect is a <Navigate> effect of that render: once its effects have run, the user is still here.
    await act(async () => {});
    expect(history.location.pathname).toBe('/seller');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    loadScreen();
    expect(await screen.findByRole('heading', { name: 'Seller Area' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller');
  });

  it.each(['/login', '/register'])('sends a signed-in user from %s to /', async (path) => {
    signInAs(testUser());
    const { history } = renderRoutes(routes, { initialPath: path });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('sends a signed-in seller from /login to the seller area', async () => {
    signInAs(testUser({ userType: 'seller' }));
    const { history } = renderRoutes(routes, { initialPath: '/login' });
    expect(await screen.findByRole('heading', { name: 'Seller Area' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller');
  });

  it('honours a same-site redirect but never one to another site', async () => {
    signInAs(testUser());
    const { history, unmount } = renderRoutes(routes, { initialPath: '/login?redirect=%2Forders' });
    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/orders');
    unmount();

    const second = renderRoutes(routes, { initialPath: '/login?redirect=%2F%2Fevil.example' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(second.history.location.pathname).toBe('/');
  });

  it('shows the login screen to a visitor and to a token the server no longer accepts', async () => {
    localStorage.setItem('AuthToken', 'stale');
    mockApi({ 'POST /api/user/profile': { status: 401, body: { message: 'Token expired' } } });
    const { history } = renderRoutes(routes, { initialPath: '/login' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await vi.waitFor(() => expect(localStorage.getItem('AuthToken')).toBeNull());
    expect(history.location.pathname).toBe('/login');
  });
});
