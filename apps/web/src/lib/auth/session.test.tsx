import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInAs, testUser } from '../../test/mock-api';
import { renderWithRouter } from '../../test/render';
import { contract } from '@bazaar/domain';
import { callApi } from '../http';
import { useAuth } from './session';

function WhoAmI() {
  const { token, user, isSeller } = useAuth();
  const addToCart = useMutation({
    mutationFn: () => callApi(contract.cart.addToCart, { body: { productId: 'p1' } }),
  });
  const state = user === undefined ? 'unknown' : user === null ? 'signed out' : user.name;
  return (
    <>
      <p>user: {state}</p>
      <p>token: {token ?? 'none'}</p>
      <p>{isSeller ? 'seller' : 'not a seller'}</p>
      <button type="button" onClick={() => addToCart.mutate()}>
        Add to cart
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAuth', () => {
  it('has no user and calls nothing without a token', async () => {
    const calls = mockApi({});
    renderWithRouter(<WhoAmI />);
    expect(screen.getByText('user: signed out')).toBeInTheDocument();
    // Once the first render's effects have run (where a query starts its fetch), nothing has been asked.
    await act(async () => {});
    expect(calls).toEqual([]);
  });

  it('fetches the profile with the stored token as a bearer token and no body', async () => {
    const calls = signInAs(testUser({ name: 'Ravi Kumar', userType: 'seller' }));
    renderWithRouter(<WhoAmI />);
    expect(screen.getByText('user: unknown')).toBeInTheDocument();
    expect(await screen.findByText('user: Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('seller')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/user/profile');
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-u1');
  });

  it('signs out when the profile call answers Token expired', async () => {
    localStorage.setItem('AuthToken', 'stale');
    mockApi({ 'POST /api/user/profile': { status: 401, body: { message: 'Token expired' } } });
    renderWithRouter(<WhoAmI />);
    expect(await screen.findByText('user: signed out')).toBeInTheDocument();
    expect(screen.getByText('token: none')).toBeInTheDocument();
    expect(localStorage.getItem('AuthToken')).toBeNull();
  });

  it('signs out when any other call answers Token expired', async () => {
    signInAs(testUser(), {
      'POST /api/user/add-to-cart': { status: 401, body: { message: 'Token expired' } },
    });
    const { user } = renderWithRouter(<WhoAmI />);
    expect(await screen.findByText('user: Asha Rao')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('user: signed out')).toBeInTheDocument();
    expect(localStorage.getItem('AuthToken')).toBeNull();
  });

  it('keeps the token on other failures and counts the user as absent', async () => {
    localStorage.setItem('AuthToken', 'token-u1');
    mockApi({
      // a refusal other than 'Token expired' (the contract's 401 carries any message)
      'POST /api/user/profile': { status: 401, body: { message: 'Access denied' } },
    });
    renderWithRouter(<WhoAmI />);
    expect(await screen.findByText('user: signed out')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('AuthToken')).toBe('token-u1'));
  });
});
