import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { showToast } from '../../../components/popup';
import { testUser } from '../../../test/mock-api';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import { LoginPage } from './login-page';
import { cartLine } from '../../../test/cart-fixtures';
import { addToVisitorCart, getVisitorCart } from '../../../lib/visitor-cart';

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillAndSubmit(
  user: ReturnType<typeof renderWithRouter>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('says where the demo accounts are: a link to /login-1 for the guest and the demo seller', () => {
    mockFetch(() => ({ status: 500 }));
    renderWithRouter(<LoginPage />, { initialPath: '/login' });
    expect(screen.getByRole('link', { name: 'Sign in as a guest or as the demo seller' })).toHaveAttribute(
      'href',
      '/login-1',
    );
  });

  it("shows 'All field are required' and each empty field's message, and sends nothing", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const { user } = renderWithRouter(<LoginPage />, { initialPath: '/login' });
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('All field are required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server message under the form on a 401', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Invalid Credentials', sucess: false } }));
    const { user } = renderWithRouter(<LoginPage />, { initialPath: '/login' });
    await fillAndSubmit(user, 'a@b.co', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credentials');
    expect(window.localStorage.getItem('AuthToken')).toBeNull();
  });

  it('stores the token, toasts success and goes to a same-site redirect', async () => {
    const calls = mockFetch(() => ({ body: { message: 'User Login Successfully !', AuthToken: 'tok-1' } }));
    const { user, history } = renderWithRouter(<LoginPage />, { initialPath: '/login?redirect=/cart' });
    await fillAndSubmit(user, ' A@B.co ', 'secret1');
    await waitFor(() => expect(history.location.pathname).toBe('/cart'));
    expect(calls[0]).toMatchObject({
      path: '/api/auth/login',
      body: { email: 'a@b.co', password: 'secret1' },
    });
    expect(window.localStorage.getItem('AuthToken')).toBe('tok-1');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'User Login Successfully !'));
  });

  it("merges the visitor's cart into the account's before landing, empties it, and notes what was capped (issue 21)", async () => {
    addToVisitorCart({ productId: 'p1', quantity: 3 });
    addToVisitorCart({ productId: 'p2', variantId: 'v1', quantity: 1 });
    const calls = mockFetch((path) => {
      if (path === '/api/auth/login')
        return { body: { message: 'User Login Successfully !', AuthToken: 'tok-9' } };
      if (path === '/api/user/merge-cart') {
        expect(window.localStorage.getItem('AuthToken')).toBeNull();
        return {
          body: {
            cartProduct: [cartLine({ quantity: 2 })],
            cartCount: 1,
            capped: [{ productId: 'p1', name: 'Steel Kettle', requested: 3, added: 1 }],
            skipped: [{ productId: 'p2', variantId: 'v1', reason: 'unavailable' }],
          },
        };
      }
      return { body: { userDetail: testUser({ cartCount: 1 }) } };
    }, '/api/');
    const { user, history } = renderWithRouter(<LoginPage />, { initialPath: '/login?redirect=/checkout' });
    await fillAndSubmit(user, 'a@b.co', 'secret1');
    await waitFor(() => expect(history.location.pathname).toBe('/checkout'));
    expect(calls.find((call) => call.path === '/api/user/merge-cart')?.body).toEqual({
      lines: [
        { productId: 'p1', quantity: 3 },
        { productId: 'p2', variantId: 'v1', quantity: 1 },
      ],
    });
    expect(getVisitorCart()).toEqual([]);
    expect(window.localStorage.getItem('AuthToken')).toBe('tok-9');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('warning', 'User Login Successfully !', {
        text: [
          'Your cart from before you signed in was added',
          'Steel Kettle: 1 of 3 added, no more in stock',
          'A product no longer available was left out',
        ].join('\n'),
        timer: 6000,
      }),
    );
  });

  it("keeps the visitor's cart in the browser when the merge fails, and still signs in", async () => {
    addToVisitorCart({ productId: 'p1', quantity: 1 });
    mockFetch((path) => {
      if (path === '/api/auth/login')
        return { body: { message: 'User Login Successfully !', AuthToken: 'tok-8' } };
      if (path === '/api/user/merge-cart')
        return { status: 500, body: { message: 'Something went wrong. Please try again later.' } };
      return { body: { userDetail: testUser() } };
    }, '/api/');
    const { user, history } = renderWithRouter(<LoginPage />, { initialPath: '/login?redirect=/cart' });
    await fillAndSubmit(user, 'a@b.co', 'secret1');
    await waitFor(() => expect(history.location.pathname).toBe('/cart'));
    expect(getVisitorCart()).toEqual([{ productId: 'p1', quantity: 1 }]);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'User Login Successfully !'));
  });

  it('takes a seller signing in without a redirect to the seller area, and a shopper home', async () => {
    for (const [userType, landing] of [
      ['seller', '/seller'],
      ['consumer', '/'],
    ] as const) {
      window.localStorage.clear();
      mockFetch(
        (path) =>
          path === '/api/user/profile'
            ? { body: { userDetail: testUser({ userType }) } }
            : { body: { message: 'User Login Successfully !', AuthToken: `tok-${userType}` } },
        '/api/',
      );
      const { user, history, unmount } = renderWithRouter(<LoginPage />, { initialPath: '/login' });
      await fillAndSubmit(user, 'a@b.co', 'secret1');
      await waitFor(() => expect(history.location.pathname).toBe(landing));
      unmount();
    }
  });

  it('ignores a redirect to another site', async () => {
    mockFetch(() => ({ body: { message: 'ok', AuthToken: 'tok-2' } }));
    const { user, history } = renderWithRouter(<LoginPage />, {
      initialPath: '/login?redirect=//evil.example/x',
    });
    await fillAndSubmit(user, 'a@b.co', 'secret1');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('moves an unverified account to the OTP step and signs in after the code', async () => {
    const calls = mockFetch((path) =>
      path === '/api/auth/login'
        ? {
            status: 403,
            body: {
              message: 'Please verify your email. We have sent you an OTP.',
              sucess: false,
              requiresVerification: true,
            },
          }
        : { status: 201, body: { message: 'Email verified successfully', authToken: 'tok-3' } },
    );
    const { user, history } = renderWithRouter(<LoginPage />, { initialPath: '/login' });
    await fillAndSubmit(user, 'new@b.co', 'secret1');
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Please verify your email. We have sent you an OTP.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(calls[1]).toMatchObject({
      path: '/api/auth/email-verification',
      body: { email: 'new@b.co', otp: '654321' },
    });
    expect(window.localStorage.getItem('AuthToken')).toBe('tok-3');
  });

  it('shows the server message of a wrong OTP', async () => {
    mockFetch((path) =>
      path === '/api/auth/login'
        ? { status: 403, body: { message: 'verify', sucess: false, requiresVerification: true } }
        : { status: 400, body: { message: 'Invalid or expired OTP' } },
    );
    const { user } = renderWithRouter(<LoginPage />, { initialPath: '/login' });
    await fillAndSubmit(user, 'new@b.co', 'secret1');
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
  });

  it('sends a signed-in visitor home', () => {
    window.localStorage.setItem('AuthToken', 'already');
    const { history } = renderWithRouter(<LoginPage />, { initialPath: '/login' });
    expect(history.location.pathname).toBe('/');
  });
});
