import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { demoAccounts } from '@bazaar/domain';
import { newId, nowIso } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { latestOtpFor, nextIp, post, signUpVerified } from '../../test-support/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = nowIso();
  await t.database.db
    .insertInto('users')
    .values({
      id: newId(),
      name: demoAccounts.guest.name,
      email: demoAccounts.guest.email,
      passwordHash: await hashPassword(demoAccounts.guest.password),
      phoneNumber: '',
      address: '',
      profilePic: '',
      userType: 'consumer',
      isVerified: 1,
      isDemo: 1,
      shippingAddress: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
});
afterAll(async () => t.close());

const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

const profile = (token: string) => post(t.app, '/api/user/profile', undefined, token);

/** Moves the account's codes (and their tries) back in time, as if `ms` had passed. */
async function ageOtps(email: string, ms: number) {
  const user = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const rows = await t.database.db.selectFrom('otps').selectAll().where('userId', '=', user.id).execute();
  for (const row of rows) {
    const back = (at: string | null) => (at ? new Date(Date.parse(at) - ms).toISOString() : null);
    await t.database.db
      .updateTable('otps')
      .set({
        createdAt: back(row.createdAt)!,
        lastTriedAt: back(row.lastTriedAt),
        expiresAt: back(row.expiresAt)!,
      })
      .where('id', '=', row.id)
      .execute();
  }
}

// Each sign-in costs a real scrypt hash: the loops below take a few seconds.
describe('wrong passwords', { timeout: 60_000 }, () => {
  it('slow the guessing address with 429 and Retry-After, while the right password signs in from elsewhere', async () => {
    await signUpVerified(t.app, t.database.db, { email: 'victim@example.com', password: 'Secret@123' });
    const attacker = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(attacker, 'victim@example.com', `Wrong@${i}`)).statusCode).toBe(401);
    }
    const slowed = await loginFrom(attacker, 'victim@example.com', 'Secret@123');
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    expect(slowed.json().message).toBe('Too many attempts. Please try again in 15 minutes.');

    const owner = await loginFrom(nextIp(), 'victim@example.com', 'Secret@123');
    expect(owner.statusCode).toBe(200);
  });

  it('keep the shared demo accounts open to everyone else', async () => {
    const attacker = nextIp();
    for (let i = 0; i < 31; i++) await loginFrom(attacker, demoAccounts.guest.email, `Wrong@${i}`);
    const visitor = await loginFrom(nextIp(), demoAccounts.guest.email, demoAccounts.guest.password);
    expect(visitor.statusCode).toBe(200);
  });

  it('never count successful sign-ins against an address', async () => {
    await signUpVerified(t.app, t.database.db, { email: 'office@example.com', password: 'Secret@123' });
    const office = nextIp();
    for (let i = 0; i < 32; i++) {
      expect((await loginFrom(office, 'office@example.com', 'Secret@123')).statusCode).toBe(200);
    }
  });

  it('count an IPv6 /64 as one address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await loginFrom(`2001:db8:7:1::${(i + 1).toString(16)}`, `v6-${i}@example.com`, 'Wrong@123'))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('refuse parallel guesses beyond the limit', async () => {
    await signUpVerified(t.app, t.database.db, { email: 'burst@example.com', password: 'Secret@123' });
    const attacker = nextIp();
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => loginFrom(attacker, 'burst@example.com', `Wrong@${i}`)),
    ).then((replies) => replies.map((r) => r.statusCode));
    // At most ten guesses are ever checked; the others (all of them, when the burst lands at once) wait.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});

describe('OTP guesses across resends', () => {
  const email = 'guessed@example.com';
  const guess = (otp: string) => post(t.app, '/api/auth/email-verification', { email, otp });
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it('back off per account beyond the first code, whatever code is current', async () => {
    await post(t.app, '/api/auth/register', {
      name: 'Asha Rao',
      email,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      phoneNumber: '9876543210',
    });
    const first = await latestOtpFor(t.app, email);
    for (let i = 0; i < 5; i++) expect((await guess(wrong(first))).statusCode).toBe(400);

    await ageOtps(email, 61_000);
    expect((await post(t.app, '/api/auth/resend-otp', { email, purpose: 'registration' })).statusCode).toBe(
      200,
    );
    const second = await latestOtpFor(t.app, email);
    expect((await guess(wrong(second))).statusCode).toBe(400);

    const slowed = await guess(second);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(100);
    expect(slowed.json().message).toBe('Too many attempts. Please try again in 2 minutes.');

    await ageOtps(email, 121_000);
    const verified = await guess(second);
    expect(verified.statusCode).toBe(201);
  });

  it('stop for the day after 15 tries across codes', async () => {
    const other = 'daily@example.com';
    await post(t.app, '/api/auth/register', {
      name: 'Asha Rao',
      email: other,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      phoneNumber: '9876543210',
    });
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', other)
      .executeTakeFirstOrThrow();
    const code = await latestOtpFor(t.app, other);
    // Earlier today: three codes with five tries each.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.database.db
      .insertInto('otps')
      .values(
        ['a', 'b', 'c'].map((suffix) => ({
          id: `old-${suffix}-${user.id}`,
          userId: user.id,
          purpose: 'registration' as const,
          codeHash: 'x',
          attempts: 5,
          lastTriedAt: hourAgo,
          expiresAt: hourAgo,
          consumedAt: hourAgo,
          createdAt: hourAgo,
        })),
      )
      .execute();
    const refused = await post(t.app, '/api/auth/email-verification', { email: other, otp: code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 23 hours.');
  });
});

describe('sign-out', () => {
  it('POST /api/auth/logout ends the token it was called with and every other session', async () => {
    const token = await signUpVerified(t.app, t.database.db, { email: 'leaving@example.com' });
    const other = (await loginFrom(nextIp(), 'leaving@example.com', 'Secret@123')).json().AuthToken as string;
    expect((await profile(token)).statusCode).toBe(200);

    const res = await post(t.app, '/api/auth/logout', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    for (const ended of [token, other]) {
      const after = await profile(ended);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('Token expired');
    }
  });

  it('answers 401 without a token', async () => {
    const res = await post(t.app, '/api/auth/logout');
    expect(res.statusCode).toBe(401);
  });

  it('leaves the other visitors of a shared demo account signed in', async () => {
    const { email, password } = demoAccounts.guest;
    const mine = (await loginFrom(nextIp(), email, password)).json().AuthToken as string;
    const theirs = (await loginFrom(nextIp(), email, password)).json().AuthToken as string;
    expect((await post(t.app, '/api/auth/logout', undefined, mine)).statusCode).toBe(200);
    expect((await profile(theirs)).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  it.each([
    ['without an expiry', (jwt: SignJWT, userId: string) => jwt.setSubject(userId)],
    ['without a subject', (jwt: SignJWT) => jwt.setExpirationTime('1h')],
  ])('refuses a correctly signed token %s', async (_name, shape) => {
    await signUpVerified(t.app, t.database.db, { email: `claims-${_name.replaceAll(' ', '-')}@example.com` });
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'tokenVersion'])
      .where('email', '=', `claims-${_name.replaceAll(' ', '-')}@example.com`)
      .executeTakeFirstOrThrow();
    const jwt = shape(new SignJWT({ tv: user.tokenVersion }).setProtectedHeader({ alg: 'HS256' }), user.id);
    const token = await jwt.sign(t.app.jwtSecret);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset tokens', () => {
  it('a new password ends every other reset token of the account', async () => {
    const email = 'twotokens@example.com';
    await signUpVerified(t.app, t.database.db, { email });
    const resetToken = async () => {
      await post(t.app, '/api/auth/resend-otp', { email, purpose: 'reset' });
      const otp = await latestOtpFor(t.app, email);
      const res = await post(t.app, '/api/auth/verify-otp', { email, otp });
      expect(res.statusCode).toBe(200);
      return res.json().resetToken as string;
    };
    const first = await resetToken();
    await ageOtps(email, 61_000);
    const second = await resetToken();

    const set = await post(t.app, '/api/auth/set-password', {
      resetToken: second,
      newPassword: 'Fresh#2026',
    });
    expect(set.statusCode).toBe(200);
    const stale = await post(t.app, '/api/auth/set-password', {
      resetToken: first,
      newPassword: 'Other#2026',
    });
    expect(stale.statusCode).toBe(400);
    expect((await loginFrom(nextIp(), email, 'Fresh#2026')).statusCode).toBe(200);
  });
});
