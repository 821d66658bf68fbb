import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { signSessionToken } from '../../platform/tokens.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUpVerified(t.app, t.database.db, { name: 'Kavya Iyer', email: 'kavya@example.com' });
});
afterAll(async () => t.close());

describe('POST /api/user/profile', () => {
  it('answers the signed-in user without secrets, with the cart count', async () => {
    const res = await post(t.app, '/api/user/profile', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userDetail: {
        id: expect.any(String),
        name: 'Kavya Iyer',
        email: 'kavya@example.com',
        phoneNumber: '9876543210',
        address: '',
        profilePic: '',
        userType: 'consumer',
        shippingAddress: null,
        cartCount: 0,
      },
    });
    expect(res.body).not.toMatch(/passwordHash|tokenVersion|scrypt/);
  });

  it('answers 401 "Access denied. No token provided." without a token, also for "Bearer null"', async () => {
    for (const headers of [{}, { authorization: 'Bearer null' }, { authorization: 'Bearer ' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Access denied. No token provided.' });
    }
  });

  it('answers 401 "Token expired" for a forged, malformed or expired token', async () => {
    const forged = await signSessionToken(new TextEncoder().encode('x'.repeat(48)), {
      userId: 'abc',
      tokenVersion: 0,
    });
    for (const bad of ['garbage', forged, token.slice(0, -4) + 'AAAA']) {
      const res = await post(t.app, '/api/user/profile', undefined, bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Token expired' });
    }
  });
});

describe('POST /api/user/update-profile', () => {
  it('changes name, phone, address and picture only: a consumer cannot make itself a seller', async () => {
    const profile = (await post(t.app, '/api/user/profile', undefined, token)).json().userDetail;
    const res = await post(
      t.app,
      '/api/user/update-profile',
      {
        ...profile,
        name: 'Kavya I.',
        phoneNumber: '09876543210',
        address: '12 MG Road, Bengaluru',
        userType: 'seller',
        cartCount: 99,
        id: 'someone-else',
        password: 'Hijack@123',
        isVerified: 0,
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedUser).toMatchObject({
      id: profile.id,
      name: 'Kavya I.',
      phoneNumber: '09876543210',
      address: '12 MG Road, Bengaluru',
      userType: 'consumer',
      cartCount: 0,
    });
    const login = await post(t.app, '/api/auth/login', {
      email: 'kavya@example.com',
      password: 'Hijack@123',
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a phone number over 11 characters and changes nothing', async () => {
    const res = await post(
      t.app,
      '/api/user/update-profile',
      { name: 'Changed', phoneNumber: '123456789012' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 11/);
    const profile = (await post(t.app, '/api/user/profile', undefined, token)).json().userDetail;
    expect(profile.name).toBe('Kavya I.');
  });

  it('refuses a phone number with letters, naming the field, and changes nothing', async () => {
    const res = await post(
      t.app,
      '/api/user/update-profile',
      { name: 'Changed', phoneNumber: '98abc-xyz' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone Number may contain only digits, spaces, hyphens and a leading +');
    const profile = (await post(t.app, '/api/user/profile', undefined, token)).json().userDetail;
    expect(profile.name).toBe('Kavya I.');
  });

  it('refuses an e-mail change', async () => {
    const res = await post(t.app, '/api/user/update-profile', { email: 'other@example.com' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email' });
    const same = await post(t.app, '/api/user/update-profile', { email: ' KAVYA@example.com' }, token);
    expect(same.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await post(t.app, '/api/user/update-profile', { name: 'x' });
    expect(res.statusCode).toBe(401);
  });
});
