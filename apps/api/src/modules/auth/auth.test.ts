import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@bazaar/domain';
import { createTestApp, deliveredMails, type TestApp } from '../../test-support/test-app.js';
import { latestOtpFor, nextIp, post, signUpVerified } from '../../test-support/auth-helpers.js';
import { hashPassword } from '../../platform/passwords.js';
import { newId, nowIso } from '../../platform/ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pageForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email,
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  phoneNumber: '9876543210',
  ...overrides,
});

const mailsTo = async (email: string) => (await deliveredMails(t.app)).filter((mail) => mail.to === email);

const userByEmail = (email: string) =>
  t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('sign-up with the page form', () => {
  it('creates an unverified account and e-mails a six-digit OTP', async () => {
    const res = await post(t.app, '/api/auth/register', pageForm('  Meera@Example.com '));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), email: 'meera@example.com' });
    const user = await userByEmail('meera@example.com');
    expect(user.isVerified).toBe(0);
    expect(user.passwordHash).not.toContain('Secret@123');
    const [mail] = await mailsTo('meera@example.com');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.html).toContain('<p>');
  });

  it.each([
    [{ name: '' }, 'Name is required!'],
    [{ email: '' }, 'Email is required!'],
    [{ email: 'not-an-email' }, 'Email is Not Valid!'],
    [{ password: '', confirmPassword: '' }, 'Password is required!'],
    [{ phoneNumber: '' }, 'Mobile No is required!'],
    [{ phoneNumber: '98765' }, 'Mobile No Must be 10 digit'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long!'],
    [{ confirmPassword: '' }, 'Confirm Password is required!'],
    [{ confirmPassword: 'Secret@124' }, 'Password and Confirm Password must be the same!'],
  ])('rejects %j with "%s" and creates nothing', async (overrides, message) => {
    const email = `bad-${newId()}@example.com`;
    const res = await post(t.app, '/api/auth/register', pageForm(email, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const count = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(count).toHaveLength(0);
  });

  it('makes one account of two sign-ups racing for one e-mail', async () => {
    const answers = await Promise.all([
      post(t.app, '/api/auth/register', pageForm('twins@example.com')),
      post(t.app, '/api/auth/register', pageForm(' Twins@Example.com')),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((res) => res.statusCode === 400);
    expect(loser?.json()).toEqual({ message: "You're already registered. Try logging in." });
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'twins@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an address already registered, whatever its case and spacing', async () => {
    await post(t.app, '/api/auth/register', pageForm('dup@example.com'));
    const res = await post(t.app, '/api/auth/register', pageForm(' DUP@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "You're already registered. Try logging in." });
  });
});

describe('sign-up with the panel form', () => {
  it('answers 201 signed in, and the next login goes through the OTP step', async () => {
    const res = await post(t.app, '/api/auth/register', {
      name: 'Ravi',
      email: 'ravi@example.com',
      password: 'Secret@123',
      TandC: true,
    });
    expect(res.statusCode).toBe(201);
    const token = res.json().AuthToken as string;
    const profile = await post(t.app, '/api/user/profile', undefined, token);
    expect(profile.json().userDetail.email).toBe('ravi@example.com');

    const login = await post(t.app, '/api/auth/login', { email: 'ravi@example.com', password: 'Secret@123' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ requiresVerification: true, sucess: false });
  });

  it("says 'All fields  are required!' when a field is missing", async () => {
    const res = await post(t.app, '/api/auth/register', {
      name: 'Ravi',
      email: '',
      password: 'x',
      TandC: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('All fields  are required!');
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed OTP, signs in, and never accepts the same code twice', async () => {
    await post(t.app, '/api/auth/register', pageForm('verify@example.com'));
    const otp = await latestOtpFor(t.app, 'verify@example.com');
    const res = await post(t.app, '/api/auth/email-verification', { email: 'verify@example.com', otp });
    expect(res.statusCode).toBe(201);
    expect(res.json().authToken).toEqual(expect.any(String));
    expect((await userByEmail('verify@example.com')).isVerified).toBe(1);

    const again = await post(t.app, '/api/auth/email-verification', { email: 'verify@example.com', otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired OTP');
  });

  it('rejects a wrong code and a code that is not six digits', async () => {
    await post(t.app, '/api/auth/register', pageForm('wrong@example.com'));
    const otp = await latestOtpFor(t.app, 'wrong@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await post(t.app, '/api/auth/email-verification', { email: 'wrong@example.com', otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired OTP');
    const short = await post(t.app, '/api/auth/email-verification', {
      email: 'wrong@example.com',
      otp: '12a',
    });
    expect(short.json().message).toBe('OTP must be Six Digit');
  });

  it('rejects an expired code', async () => {
    await post(t.app, '/api/auth/register', pageForm('expired@example.com'));
    const otp = await latestOtpFor(t.app, 'expired@example.com');
    const user = await userByEmail('expired@example.com');
    await t.database.db
      .updateTable('otps')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    const res = await post(t.app, '/api/auth/email-verification', { email: 'expired@example.com', otp });
    expect(res.statusCode).toBe(400);
    expect((await userByEmail('expired@example.com')).isVerified).toBe(0);
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    await post(t.app, '/api/auth/register', pageForm('locked@example.com'));
    const otp = await latestOtpFor(t.app, 'locked@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (
          await post(t.app, '/api/auth/email-verification', { email: 'locked@example.com', otp: wrong })
        ).json().message,
      );
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Invalid or expired OTP'));
    expect(answers[4]).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await post(t.app, '/api/auth/email-verification', { email: 'locked@example.com', otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('counts exactly five of many wrong guesses sent at once, then stays locked', async () => {
    await post(t.app, '/api/auth/register', pageForm('racing-guesses@example.com'));
    const otp = await latestOtpFor(t.app, 'racing-guesses@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(t.app, '/api/auth/email-verification', { email: 'racing-guesses@example.com', otp: wrong }),
      ),
    );
    // Every guess is refused: 400 for a wrong or locked code, or 429 when a racing guess already sees the
    // account's back-off (the per-day OTP rule); whichever, only five tries are counted against the code.
    for (const res of answers) expect([400, 429]).toContain(res.statusCode);
    expect(answers.filter((res) => res.statusCode === 400).length).toBeGreaterThanOrEqual(5);
    const user = await userByEmail('racing-guesses@example.com');
    const stored = await t.database.db
      .selectFrom('otps')
      .select('attempts')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(5);
    const right = await post(t.app, '/api/auth/email-verification', {
      email: 'racing-guesses@example.com',
      otp,
    });
    expect([400, 429]).toContain(right.statusCode);
    expect(right.json().message).toMatch(
      /^(Too many wrong attempts\. Please request a new OTP\.|Too many attempts\. Please try again in .+\.)$/,
    );
    expect((await userByEmail('racing-guesses@example.com')).isVerified).toBe(0);
  });

  it('lets a new code be requested no sooner than a minute after the last', async () => {
    await post(t.app, '/api/auth/register', pageForm('resend@example.com'));
    const tooSoon = await post(t.app, '/api/auth/resend-otp', {
      email: 'resend@example.com',
      purpose: 'registration',
    });
    expect(tooSoon.statusCode).toBe(429);
    // The wait is said in words and sent as Retry-After (at most the minute since the first code).
    const wait = Number(tooSoon.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(tooSoon.json().message).toMatch(
      /^Please wait (\d+ seconds?|1 minute) before requesting another OTP\.$/,
    );
    const user = await userByEmail('resend@example.com');
    await t.database.db
      .updateTable('otps')
      .set({ createdAt: new Date(Date.now() - 61_000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    const first = await latestOtpFor(t.app, 'resend@example.com');
    const res = await post(t.app, '/api/auth/resend-otp', {
      email: 'resend@example.com',
      purpose: 'registration',
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo('resend@example.com')).toHaveLength(2);
    const second = await latestOtpFor(t.app, 'resend@example.com');
    // the first code is retired by the second
    if (first !== second) {
      const old = await post(t.app, '/api/auth/email-verification', {
        email: 'resend@example.com',
        otp: first,
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(t.app, '/api/auth/email-verification', {
      email: 'resend@example.com',
      otp: second,
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('login', () => {
  beforeAll(async () => {
    await signUpVerified(t.app, t.database.db, { email: 'login@example.com', password: 'Secret@123' });
  });

  it('signs in with the right password and answers the token as AuthToken', async () => {
    const res = await post(t.app, '/api/auth/login', {
      email: ' LOGIN@example.com ',
      password: 'Secret@123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User Login Successfully !', AuthToken: expect.any(String) });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post(t.app, '/api/auth/login', { email: 'login@example.com', password: 'Nope@1234' });
    const unknown = await post(t.app, '/api/auth/login', {
      email: 'ghost@example.com',
      password: 'Nope@1234',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid Credentials', sucess: false });
    }
  });

  it('names the empty field, with sucess false', async () => {
    const res = await post(t.app, '/api/auth/login', { email: 'login@example.com', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Password is required', sucess: false });
  });

  it('refuses a body that is not an object in English, sucess false', async () => {
    // the auth schemas are zod/mini, which brings no locale of its own: the wording is the one the API sets
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body must be a JSON object.', sucess: false });
  });

  it('sends an unverified account to the OTP step with a fresh code', async () => {
    await post(t.app, '/api/auth/register', pageForm('unverified@example.com'));
    await t.database.db
      .updateTable('otps')
      .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
      .execute();
    const res = await post(t.app, '/api/auth/login', {
      email: 'unverified@example.com',
      password: 'Secret@123',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ requiresVerification: true, sucess: false });
    expect(await mailsTo('unverified@example.com')).toHaveLength(2);
    const otp = await latestOtpFor(t.app, 'unverified@example.com');
    const verified = await post(t.app, '/api/auth/email-verification', {
      email: 'unverified@example.com',
      otp,
    });
    expect(verified.statusCode).toBe(201);
  });

  it('slows an address that guesses passwords for many accounts with a 429', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: `spray-${i}@example.com`, password: 'Wrong@123' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  }, 60_000);
  it('ignores X-Forwarded-For unless a proxy is configured, so spoofed addresses do not dodge the limit', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `spoof-${i}@example.com`, password: 'Wrong@123' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  }, 60_000);
});

describe('password reset', () => {
  it('resets with the mailed OTP, signs out old sessions and accepts the new password', async () => {
    const oldToken = await signUpVerified(t.app, t.database.db, { email: 'reset@example.com' });
    const forget = await post(t.app, '/api/auth/forget-password', { email: 'reset@example.com' });
    expect(forget.statusCode).toBe(200);
    const otp = await latestOtpFor(t.app, 'reset@example.com');

    const verify = await post(t.app, '/api/auth/verify-otp', { email: 'reset@example.com', otp });
    expect(verify.statusCode).toBe(200);
    const resetToken = verify.json().resetToken as string;

    const weak = await post(t.app, '/api/auth/set-password', { resetToken, newPassword: 'abcdefg' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must be at least 6 characters long and include at least one special character (e.g., @, #, $, !).',
    );

    const set = await post(t.app, '/api/auth/set-password', { resetToken, newPassword: 'Fresh#2026' });
    expect(set.statusCode).toBe(200);
    const reused = await post(t.app, '/api/auth/set-password', { resetToken, newPassword: 'Other#2026' });
    expect(reused.statusCode).toBe(400);

    const stale = await post(t.app, '/api/user/profile', undefined, oldToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: 'Token expired' });

    const login = await post(t.app, '/api/auth/login', {
      email: 'reset@example.com',
      password: 'Fresh#2026',
    });
    expect(login.statusCode).toBe(200);
    const mails = await mailsTo('reset@example.com');
    expect(mails.at(-1)?.subject).toMatch(/password was changed/);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await post(t.app, '/api/auth/forget-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    const known = await post(t.app, '/api/auth/forget-password', { email: 'login@example.com' });
    expect(res.json()).toEqual(known.json());
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it("rejects a malformed e-mail with the spec's message", async () => {
    const res = await post(t.app, '/api/auth/forget-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email is Not Valid! ');
  });

  it.each([
    [
      '/api/auth/verify-otp',
      { email: 'login@example.com', otp: '12' },
      'OTP must be a 6-digit number. Please enter a valid OTP.',
    ],
    ['/api/auth/verify-otp', { email: 'nope', otp: '123456' }, 'Email is Not Valid! '],
    ['/api/auth/set-password', { resetToken: '', newPassword: 'Fresh#2026' }, 'Reset token is required'],
    [
      '/api/auth/set-password',
      { resetToken: 'x'.repeat(43), newPassword: 'Fresh#2026' },
      'Invalid or expired reset token',
    ],
    ['/api/auth/email-verification', { email: 'login@example.com', otp: '' }, 'OTP must be Six Digit'],
  ])('%s answers %j with "%s"', async (url, body, message) => {
    const res = await post(t.app, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('never turns a registration code into a reset token', async () => {
    await post(t.app, '/api/auth/register', pageForm('crossed@example.com'));
    const otp = await latestOtpFor(t.app, 'crossed@example.com');
    const res = await post(t.app, '/api/auth/verify-otp', { email: 'crossed@example.com', otp });
    expect(res.statusCode).toBe(400);
  });

  it('rejects an expired reset token', async () => {
    await signUpVerified(t.app, t.database.db, { email: 'late@example.com' });
    await post(t.app, '/api/auth/forget-password', { email: 'late@example.com' });
    const otp = await latestOtpFor(t.app, 'late@example.com');
    const { resetToken } = (
      await post(t.app, '/api/auth/verify-otp', { email: 'late@example.com', otp })
    ).json();
    await t.database.db
      .updateTable('resetTokens')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .execute();
    const res = await post(t.app, '/api/auth/set-password', { resetToken, newPassword: 'Fresh#2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired reset token');
  });
});

describe('demo accounts', () => {
  beforeAll(async () => {
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

  it('signs in with the built-in credentials', async () => {
    const res = await post(t.app, '/api/auth/login', {
      email: demoAccounts.guest.email,
      password: demoAccounts.guest.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('cannot have its password reset', async () => {
    await post(t.app, '/api/auth/forget-password', { email: demoAccounts.guest.email });
    expect(await mailsTo(demoAccounts.guest.email)).toHaveLength(0);
  });
});
