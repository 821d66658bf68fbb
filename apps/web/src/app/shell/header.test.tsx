import { act, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../lib/auth/guards';
import { mockApi, signInAs, testUser } from '../../test/mock-api';
import { renderRoutes, renderWithRouter } from '../../test/render';
import { Header } from './header';
import { addToVisitorCart } from '../../lib/visitor-cart';

afterEach(() => {
  vi.unstubAllGlobals();
  Swal.close(); // a toast or question of one test must not sit over the next
});

describe('Header', () => {
  it('starts in the dark theme when nothing is saved', () => {
    renderWithRouter(<Header />);
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('toggles the theme with the header button and saves it', async () => {
    const { user } = renderWithRouter(<Header />);

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('toggles the theme with Ctrl+B anywhere, even while typing in the search box', async () => {
    const { user } = renderWithRouter(<Header />);

    await user.keyboard('{Control>}b{/Control}');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');

    await user.click(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.keyboard('{Control>}B{/Control}');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('prevents the browser default of Ctrl+B', () => {
    renderWithRouter(<Header />);
    const event = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('restores a saved light theme', () => {
    localStorage.setItem('theme', 'light');
    renderWithRouter(<Header />);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it("shows a visitor the Login link and the cart with the count of the browser's cart (issue 21)", async () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Open profile panel' })).not.toBeInTheDocument();

    act(() => {
      addToVisitorCart({ productId: 'p1', quantity: 2 });
      addToVisitorCart({ productId: 'p2', variantId: 'v1', quantity: 1 });
    });
    const cart = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(within(cart).getByText('2')).toBeInTheDocument();
  });

  it("shows the cart with the user's cart count and the profile button when signed in", async () => {
    signInAs(testUser({ cartCount: 4 }));
    const { user } = renderWithRouter(<Header />);

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const cart = await screen.findByRole('link', { name: 'Cart, 4 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open profile panel' }));
    const panel = await screen.findByRole('dialog', { name: 'My Account' });
    expect(within(panel).getByText('asha@example.com', { selector: 'dd' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close profile panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the seller's product form in the profile panel's upload tab", async () => {
    signInAs(testUser({ userType: 'seller' }));
    const { user } = renderWithRouter(<Header />);
    await user.click(await screen.findByRole('button', { name: 'Open profile panel' }));
    const panel = await screen.findByRole('dialog', { name: 'My Account' });
    await user.click(await within(panel).findByRole('tab', { name: 'Upload' }));
    expect(await within(panel).findByRole('form', { name: 'Product upload' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Upload Product' })).toBeInTheDocument();
  });

  it('shows Login again once a stale token is dropped', async () => {
    localStorage.setItem('AuthToken', 'stale');
    mockApi({ 'POST /api/user/profile': { status: 401, body: { message: 'Token expired' } } });
    renderWithRouter(<Header />);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open profile panel' })).not.toBeInTheDocument();
  });

  describe('logout', () => {
    async function openLogoutQuestion() {
      const calls = signInAs(testUser(), { 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
      const rendered = renderWithRouter(<Header />, { initialPath: '/orders' });
      await screen.findByRole('link', { name: 'Cart, 3 items' });
      await rendered.user.click(screen.getByRole('button', { name: 'Open profile panel' }));
      await rendered.user.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Are you Leaving?' })).toBeInTheDocument();
      expect(screen.getByText('Are you sure want to logout?')).toBeInTheDocument();
      return { ...rendered, calls };
    }

    it('keeps the user signed in when the question is cancelled', async () => {
      const { user, history, calls } = await openLogoutQuestion();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(calls.some((call) => call.path === '/api/auth/logout')).toBe(false);

      await waitFor(() => expect(screen.queryByText('Are you Leaving?')).not.toBeInTheDocument());
      expect(localStorage.getItem('AuthToken')).toBe('token-u1');
      expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
      expect(history.location.pathname).toBe('/orders');
    });

    it('ends the session on the server, removes the token, closes the panel and goes home when confirmed', async () => {
      const { user, history, calls } = await openLogoutQuestion();
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      const logout = calls.find((call) => call.path === '/api/auth/logout');
      expect(logout?.headers.get('Authorization')).toBe('Bearer token-u1');

      expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(localStorage.getItem('AuthToken')).toBeNull();
      expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument();
      expect(history.location.pathname).toBe('/');
    });

    it('leaves a signed-in-only page for / rather than for the login screen', async () => {
      signInAs(testUser());
      const { user, history } = renderRoutes(
        [
          {
            element: (
              <>
                <Header />
                <Outlet />
              </>
            ),
            children: [
              { index: true, element: <h1>Home</h1> },
              { path: 'login', element: <h1>Login screen</h1> },
              { element: <RequireAuth />, children: [{ path: 'orders', element: <h1>Order History</h1> }] },
            ],
          },
        ],
        { initialPath: '/orders' },
      );
      expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open profile panel' }));
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      await screen.findByRole('heading', { name: 'Are you Leaving?' });
      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      await waitFor(() => expect(localStorage.getItem('AuthToken')).toBeNull());
      expect(history.location.pathname).toBe('/');
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    });
  });

  it('links the logo to the home page', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Bazaar home' })).toHaveAttribute('href', '/');
  });
});
