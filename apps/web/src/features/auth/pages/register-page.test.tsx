import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../components/popup';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import { RegisterPage } from './register-page';

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type User = ReturnType<typeof renderWithRouter>['user'];

async function fill(
  user: User,
  values: Partial<Record<'Name' | 'Email' | 'Mobile No' | 'Password' | 'Confirm Password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterPage', () => {
  it('shows the message of each empty field', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const { user } = renderWithRouter(<RegisterPage />, { initialPath: '/register' });
    await submit(user);
    for (const message of [
      'Name is required!',
      'Email is required!',
      'Mobile No is required!',
      'Password is required!',
      'Confirm Password is required!',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it('checks the e-mail, the phone, the password lengths and the match', async () => {
    mockFetch(() => ({ status: 500 }));
    const { user } = renderWithRouter(<RegisterPage />, { initialPath: '/register' });
    await fill(user, {
      Name: 'Asha',
      Email: 'asha@',
      'Mobile No': '98765',
      Password: 'abc',
      'Confirm Password': 'abd',
    });
    await submit(user);
    expect(await screen.findByText('Email is Not Valid!')).toBeInTheDocument();
    expect(screen.getByText('Mobile No Must be 10 digit')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long!')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password must be at least 6 characters long!')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.clear(screen.getByLabelText('Confirm Password', { selector: 'input' }));
    await fill(user, { Password: 'secret1', 'Confirm Password': 'secret2' });
    await submit(user);
    expect(await screen.findByText('Password and Confirm Password must be the same!')).toBeInTheDocument();
  });

  const valid = {
    Name: 'Asha',
    Email: 'asha@example.com',
    'Mobile No': '9876543210',
    Password: 'secret1',
    'Confirm Password': 'secret1',
  };

  it('shows the server message of a 400', async () => {
    mockFetch(() => ({ status: 400, body: { message: "You're already registered. Try logging in." } }));
    const { user } = renderWithRouter(<RegisterPage />, { initialPath: '/register' });
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent("You're already registered. Try logging in.");
  });

  it('goes to the OTP step after a 200, resends for registration, and signs in after a 201', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch((path) => {
      if (path === '/api/auth/register') {
        return { body: { message: 'We have sent an OTP to your email.', email: 'asha@example.com' } };
      }
      if (path === '/api/auth/resend-otp') return { body: { message: 'We have sent an OTP to your email.' } };
      return { status: 201, body: { message: 'Email verified successfully', authToken: 'tok-r' } };
    });
    const { user, history } = renderWithRouter(<RegisterPage />, {
      initialPath: '/register',
      user: { advanceTimers: vi.advanceTimersByTime.bind(vi) },
    });
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByText('Enter the 6-digit code we sent to asha@example.com')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phoneNumber: '9876543210',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    for (let second = 0; second < 60; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() =>
      expect(calls[1]).toMatchObject({
        path: '/api/auth/resend-otp',
        body: { email: 'asha@example.com', purpose: 'registration' },
      }),
    );

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('AuthToken')).toBe('tok-r');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Registered Successfully!'));
  });
});
