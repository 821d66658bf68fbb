import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../components/popup';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import { ForgetPasswordPage } from './forget-password-page';

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type User = ReturnType<typeof renderWithRouter>['user'];

async function reachOtpStep(user: User) {
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
}

async function enterOtp(user: User, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('ForgetPasswordPage', () => {
  it("rejects a malformed e-mail with 'Email is Not Valid! '", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const { user } = renderWithRouter(<ForgetPasswordPage />, { initialPath: '/forget-password' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const message = await screen.findByText((_, element) => element?.textContent === 'Email is Not Valid! ');
    expect(message).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'meera@');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(/Email is Not Valid!/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('walks e-mail → OTP → new password, keeps then removes the reset token, and lands on /login', async () => {
    const calls = mockFetch((path) => {
      switch (path) {
        case '/api/auth/forget-password':
          return { body: { message: 'If an account exists for this email, we have sent an OTP to it.' } };
        case '/api/auth/verify-otp':
          return { body: { message: 'OTP verified successfully', resetToken: 'reset-1' } };
        default:
          return { body: { message: 'Password updated successfully' } };
      }
    });
    const { user, history } = renderWithRouter(<ForgetPasswordPage />, { initialPath: '/forget-password' });
    await reachOtpStep(user);
    expect(
      screen.getByText('If an account exists for this email, we have sent an OTP to it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'OTP must be a 6-digit number. Please enter a valid OTP.',
    );
    await enterOtp(user, '246810');
    const passwordInput = await screen.findByLabelText('New Password');
    expect(calls[1]).toMatchObject({
      path: '/api/auth/verify-otp',
      body: { email: 'meera@example.com', otp: '246810' },
    });
    expect(window.localStorage.getItem('resetToken')).toBe('reset-1');

    await user.type(passwordInput, 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(
      await screen.findByText(
        'Password must be at least 6 characters long and include at least one special character (e.g., @, #, $, !).',
      ),
    ).toBeInTheDocument();
    await user.type(passwordInput, '!');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(calls[2]).toMatchObject({
      path: '/api/auth/set-password',
      body: { resetToken: 'reset-1', newPassword: 'abcdefg!' },
    });
    expect(window.localStorage.getItem('resetToken')).toBeNull();
    expect(showToast).toHaveBeenCalledWith('success', 'Password updated successfully');
  });

  it('shows the server message of a wrong OTP and stays on the OTP step', async () => {
    mockFetch((path) =>
      path === '/api/auth/forget-password'
        ? { body: { message: 'sent' } }
        : { status: 400, body: { message: 'Invalid or expired OTP' } },
    );
    const { user } = renderWithRouter(<ForgetPasswordPage />, { initialPath: '/forget-password' });
    await reachOtpStep(user);
    await enterOtp(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(window.localStorage.getItem('resetToken')).toBeNull();
  });

  it('removes the reset token when setting the password fails too, and starts over', async () => {
    mockFetch((path) => {
      if (path === '/api/auth/forget-password') return { body: { message: 'sent' } };
      if (path === '/api/auth/verify-otp') return { body: { message: 'ok', resetToken: 'reset-2' } };
      return { status: 400, body: { message: 'Invalid or expired reset token' } };
    });
    const { user, history } = renderWithRouter(<ForgetPasswordPage />, { initialPath: '/forget-password' });
    await reachOtpStep(user);
    await enterOtp(user, '135790');
    await user.type(await screen.findByLabelText('New Password'), 'new@pass');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(window.localStorage.getItem('resetToken')).toBeNull();
    expect(history.location.pathname).toBe('/forget-password');
  });
});
