import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showPopup, showToast } from '../../../components/popup';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import { LoginAlternatePage } from './login-alternate-page';

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type User = ReturnType<typeof renderWithRouter>['user'];

const panel = () => screen.getByRole('tabpanel');

async function signIn(user: User, email: string, password: string) {
  await user.type(within(panel()).getByLabelText('Email'), email);
  await user.type(within(panel()).getByLabelText('Password'), password);
  await user.click(within(panel()).getByRole('button', { name: 'Sign In' }));
}

describe('LoginAlternatePage (the auth panel)', () => {
  it('checks the sign-in form with the generic form messages', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const { user } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    await user.click(within(panel()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required!')).toBeInTheDocument();
    expect(screen.getByText('Password is required!')).toBeInTheDocument();
    await signIn(user, 'nope', 'abc');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be minimun six charactors')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Oops!' with the server message on a 401 and 'Something went wrong' on other failures", async () => {
    let status = 401;
    mockFetch(() => ({
      status,
      body: { message: status === 401 ? 'Invalid Credentials' : 'boom', sucess: false },
    }));
    const { user } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    await signIn(user, 'a@b.co', 'secret1');
    await waitFor(() =>
      expect(showPopup).toHaveBeenCalledWith({ icon: 'error', title: 'Oops!', text: 'Invalid Credentials' }),
    );
    status = 500;
    await user.click(within(panel()).getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(showPopup).toHaveBeenLastCalledWith({
        icon: 'error',
        title: 'Oops!',
        text: 'Something went wrong',
      }),
    );
  });

  it('moves to the OTP step on a 403 requiring verification', async () => {
    mockFetch(() => ({
      status: 403,
      body: {
        message: 'Please verify your email. We have sent you an OTP.',
        sucess: false,
        requiresVerification: true,
      },
    }));
    const { user } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    await signIn(user, 'a@b.co', 'secret1');
    expect(await screen.findByText('Enter the 6-digit code we sent to a@b.co')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
  });

  it('names the open tab in the page heading', async () => {
    const { user } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows 'All fields  are required!' once for an empty sign-up", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const { user } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['All fields  are required!']);
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  async function signUp(user: User) {
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(within(panel()).getByLabelText('Name'), 'Ravi');
    await user.type(within(panel()).getByLabelText('Email'), 'ravi@example.com');
    await user.type(within(panel()).getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
  }

  it('signs in after a 201 sign-up', async () => {
    const calls = mockFetch(() => ({
      status: 201,
      body: { message: 'Registered Successfully!', AuthToken: 'tok-p' },
    }));
    const { user, history } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    await signUp(user);
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(calls[0]?.body).toEqual({
      name: 'Ravi',
      email: 'ravi@example.com',
      password: 'secret1',
      TandC: true,
    });
    expect(window.localStorage.getItem('AuthToken')).toBe('tok-p');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Registered Successfully!'));
  });

  it("shows 'Resgistration Failed!' on a 400 and 'Oops!' on other sign-up failures", async () => {
    let status = 400;
    mockFetch(() => ({ status, body: { message: "You're already registered. Try logging in." } }));
    const { user } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    await signUp(user);
    await waitFor(() =>
      expect(showPopup).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Resgistration Failed!',
        text: 'You are already registered with us',
      }),
    );
    status = 503;
    await user.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(showPopup).toHaveBeenLastCalledWith({
        icon: 'error',
        title: 'Oops!',
        text: 'Something went wrong',
      }),
    );
  });

  it('signs in with the guest demo account, and with the seller one into /seller', async () => {
    const calls = mockFetch(() => ({
      body: { message: 'User Login Successfully !', AuthToken: 'tok-demo' },
    }));
    const { user, history } = renderWithRouter(<LoginAlternatePage />, { initialPath: '/login-1' });
    await user.click(screen.getByRole('button', { name: 'Guest Login' }));
    await waitFor(() => expect(window.localStorage.getItem('AuthToken')).toBe('tok-demo'));
    expect(calls[0]?.body).toEqual({ email: 'guest@bazaar.demo', password: 'Guest@1234' });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'User Login Successfully !'));

    window.localStorage.clear();
    act(() => history.push('/login-1'));
    await user.click(await screen.findByRole('button', { name: 'Continue with Seller' }));
    await waitFor(() => expect(history.location.pathname).toBe('/seller'));
    expect(calls[1]?.body).toEqual({ email: 'seller@bazaar.demo', password: 'Seller@1234' });
  });
});
