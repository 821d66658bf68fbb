// issue 20, part 3: PUT /api/seller/profile changes the business under the registration's rules; a new bank
// account needs the number twice and the current password, is e-mailed, and never shown beyond its last four.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test-support/auth-helpers.js';
import { business, signUpSeller } from '../../test-support/seller-fixtures.js';
import { createTestApp, deliveredMails, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, t.database.db, 'profile-owner@example.com');
});
afterAll(async () => t.close());

const put = (body: unknown, token = seller.token) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/seller/profile',
    payload: body as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}` },
  });
const profile = async (token = seller.token) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/seller/profile',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().seller;

// The business details as the Setting form sends them (no bank fields).
const { bankAccountNumber: _number, bankName: _bank, ifscCode: _ifsc, ...details } = business;
const mine = { ...details, emailAddress: 'sales.profile-owner@example.com' };
const stored = () =>
  t.database.db
    .selectFrom('sellerProfiles')
    .selectAll()
    .where('userId', '=', seller.id)
    .executeTakeFirstOrThrow();

describe('PUT /api/seller/profile', () => {
  it('changes the business details and answers the profile, the bank account untouched', async () => {
    const res = await put({ ...mine, addressLine1: '44 Brigade Road', city: 'Bengaluru', pinCode: '560025' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Business profile updated',
      seller: { addressLine1: '44 Brigade Road', pinCode: '560025', bankAccountNumber: 'XXXXXXXX9012' },
    });
    expect(await profile()).toMatchObject({ addressLine1: '44 Brigade Road', bankName: 'State Bank' });
  });

  it('holds the registration rules, naming the field, and changes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ businessName: '  ' }, 'businessName', 'Business Name is required'],
      [{ pinCode: '5600' }, 'pinCode', 'Pin Code must be 6 digits'],
      [{ gstNumber: '29ABCDE1234F1ZX' }, 'gstNumber', 'GST Number is not valid: check it for a typo'],
      [{ state: 'Kerala' }, 'gstNumber', 'GST Number must start with 32, the state code of Kerala'],
      [
        { panNumber: 'ABCDE1234G' },
        'gstNumber',
        'GST Number must contain the PAN Number (characters 3 to 12)',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...mine, ...change, addressLine1: 'Should not be saved' });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a business e-mail another seller registered', async () => {
    const other = await signUpSeller(t.app, t.database.db, 'profile-other@example.com');
    const res = await put({ ...mine, emailAddress: 'SALES.profile-other@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Seller with this user ID or email address already exists.');
    expect((await profile(other.token)).emailAddress).toBe('sales.profile-other@example.com');
    expect((await stored()).emailAddress).toBe('sales.profile-owner@example.com');
  });

  it('changes the bank account with the number twice and the password, e-mails the seller, shows four digits', async () => {
    const res = await put({
      ...mine,
      bankAccountNumber: '5010 0234 5678 91',
      confirmBankAccountNumber: '50100234567891',
      bankName: 'HDFC Bank',
      ifscCode: 'hdfc0000240',
      currentPassword: 'Secret@123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().seller).toMatchObject({
      bankAccountNumber: 'XXXXXXXXXX7891',
      bankName: 'HDFC Bank',
      ifscCode: 'HDFC0000240',
    });
    expect(res.body).not.toContain('50100234567891');
    const row = await stored();
    expect(row.bankAccountNumber).toMatch(/^v1\./);
    expect(row.bankAccountNumber).not.toContain('7891');

    const mail = (await deliveredMails(t.app)).findLast((m) => m.to === 'profile-owner@example.com');
    expect(mail?.subject).toBe('The bank account of your Bazaar shop was changed');
    expect(mail?.text).toContain('New account: XXXXXXXXXX7891, HDFC Bank (IFSC HDFC0000240).');
    expect(mail?.text).not.toContain('50100234567891');
  });

  it('refuses a bank change without the password, with a wrong one, or with numbers that differ', async () => {
    const before = await stored();
    const mailsBefore = (await deliveredMails(t.app)).length;
    const change = {
      ...mine,
      bankAccountNumber: '123412341234',
      confirmBankAccountNumber: '123412341234',
      bankName: 'Canara Bank',
      ifscCode: 'CNRB0000412',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'currentPassword', 'Current Password is required to change the bank account'],
      [{ currentPassword: 'Wrong@123' }, 'currentPassword', 'Current password is incorrect'],
      [
        { currentPassword: 'Secret@123', confirmBankAccountNumber: '123412341235' },
        'confirmBankAccountNumber',
        'Bank account numbers do not match',
      ],
      [
        { currentPassword: 'Secret@123', confirmBankAccountNumber: '' },
        'confirmBankAccountNumber',
        'Confirm Bank Account Number is required to change the bank account',
      ],
      [
        { currentPassword: 'Secret@123', ifscCode: '' },
        'ifscCode',
        'IFSC Code is required to change the bank account',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await put({ ...change, ...extra });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    expect(await stored()).toEqual(before);
    expect((await deliveredMails(t.app)).length).toBe(mailsBefore);
  });

  it('is for sellers only', async () => {
    const shopper = await signUpVerified(t.app, t.database.db, { email: 'profile-shopper@example.com' });
    expect((await put(mine, shopper)).statusCode).toBe(403);
  });
});
