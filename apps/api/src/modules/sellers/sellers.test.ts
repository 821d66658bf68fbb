import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { business } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profile = (token: string) => post(t.app, '/api/user/profile', undefined, token);

describe('POST /api/seller/register', () => {
  it('registers the business, masks the bank account and makes the user a seller at once', async () => {
    const token = await signUpVerified(t.app, t.database.db, { email: 'rao@example.com' });
    expect((await profile(token)).json().userDetail.userType).toBe('consumer');

    const res = await post(t.app, '/api/seller/register', business, token);
    expect(res.statusCode).toBe(201);
    const { message, seller } = res.json();
    expect(message).toBe('Seller Registration Successful!');
    expect(seller).toMatchObject({
      businessName: 'Rao Traders',
      emailAddress: 'sales@raotraders.in',
      ifscCode: 'SBIN0001234',
      bankAccountNumber: 'XXXXXXXX9012',
    });
    expect(seller).not.toHaveProperty('tradeLicenseNumber');
    expect(res.body).not.toContain('123456789012');

    // The same token now opens the seller calls.
    expect((await profile(token)).json().userDetail.userType).toBe('seller');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/seller/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().seller.bankAccountNumber).toBe('XXXXXXXX9012');
    expect(own.body).not.toContain('123456789012');
  });

  it('reads PAN and GST Number in any case and stores them in capitals', async () => {
    const token = await signUpVerified(t.app, t.database.db, { email: 'lower@example.com' });
    const res = await post(
      t.app,
      '/api/seller/register',
      {
        ...business,
        emailAddress: 'lower@traders.in',
        panNumber: 'abcde1234f',
        gstNumber: '29abcde1234f1zw',
      },
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().seller).toMatchObject({ panNumber: 'ABCDE1234F', gstNumber: '29ABCDE1234F1ZW' });
    const row = await t.database.db
      .selectFrom('sellerProfiles')
      .select(['panNumber', 'gstNumber'])
      .where('emailAddress', '=', 'lower@traders.in')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ panNumber: 'ABCDE1234F', gstNumber: '29ABCDE1234F1ZW' });
  });

  it('reads the form grouped by tab too', async () => {
    const token = await signUpVerified(t.app, t.database.db, { email: 'tabs@example.com' });
    const { bankAccountNumber, bankName, ifscCode, panNumber, gstNumber, ...rest } = business;
    const res = await post(
      t.app,
      '/api/seller/register',
      {
        businessInformation: { ...rest, emailAddress: 'tabs@traders.in' },
        legalInformation: { panNumber, gstNumber },
        financialInformation: { bankAccountNumber, bankName, ifscCode },
      },
      token,
    );
    expect(res.statusCode).toBe(201);
  });

  it('allows one business per business e-mail and refuses a second one for a seller', async () => {
    const token = await signUpVerified(t.app, t.database.db, { email: 'copycat@example.com' });
    const res = await post(
      t.app,
      '/api/seller/register',
      { ...business, emailAddress: ' Sales@RaoTraders.in ' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Seller with this user ID or email address already exists.');
    expect((await profile(token)).json().userDetail.userType).toBe('consumer');

    const first = await signUpVerified(t.app, t.database.db, { email: 'twice@example.com' });
    expect(
      (await post(t.app, '/api/seller/register', { ...business, emailAddress: 'a@twice.in' }, first))
        .statusCode,
    ).toBe(201);
    const again = await post(
      t.app,
      '/api/seller/register',
      { ...business, emailAddress: 'b@twice.in' },
      first,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Seller with this user ID or email address already exists.');
    const rows = await t.database.db
      .selectFrom('sellerProfiles')
      .select('emailAddress')
      .where('emailAddress', 'in', ['a@twice.in', 'b@twice.in'])
      .execute();
    expect(rows).toEqual([{ emailAddress: 'a@twice.in' }]);
  });

  it('lets only one of two racing registrations of the same business e-mail through', async () => {
    const tokens = await Promise.all([
      signUpVerified(t.app, t.database.db, { email: 'race1@example.com' }),
      signUpVerified(t.app, t.database.db, { email: 'race2@example.com' }),
    ]);
    const replies = await Promise.all(
      tokens.map((token) =>
        post(t.app, '/api/seller/register', { ...business, emailAddress: 'race@traders.in' }, token),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('enforces every rule of the form on the server, naming the field', async () => {
    const token = await signUpVerified(t.app, t.database.db, { email: 'rules@example.com' });
    const cases: [Record<string, string>, string, string][] = [
      [{ businessName: '  ' }, 'businessName', 'Business Name is required'],
      [{ panNumber: 'ABCDE12345' }, 'panNumber', 'Invalid PAN Number format'],
      [{ gstNumber: '29ABCDE1234F1X5' }, 'gstNumber', 'Invalid GST Number format'],
      [{ gstNumber: '29ABCDE1234F1ZX' }, 'gstNumber', 'GST Number is not valid: check it for a typo'],
      [
        { panNumber: 'ABCDE1234G' },
        'gstNumber',
        'GST Number must contain the PAN Number (characters 3 to 12)',
      ],
      [{ state: 'Kerala' }, 'gstNumber', 'GST Number must start with 32, the state code of Kerala'],
      [{ state: 'Bangalore' }, 'state', 'Enter a state or union territory of India'],
      [{ websiteUrl: 'raotraders' }, 'websiteUrl', 'Enter a valid Website URL'],
      [{ socialMediaLinks: 'https://x.com/rao' }, 'socialMediaLinks', 'Enter valid comma-separated links'],
      [
        { companyRegistrationNumber: '   ' },
        'companyRegistrationNumber',
        'Company Registration Number is required',
      ],
      [{ tradeLicenseNumber: ' ' }, 'tradeLicenseNumber', 'Trade License Number is required'],
      [{ ifscCode: 'SBIN1001234' }, 'ifscCode', 'Invalid IFSC Code format'],
      [{ pinCode: '56001' }, 'pinCode', 'Pin Code must be 6 digits'],
      [{ pinCode: '5600011' }, 'pinCode', 'Pin Code must be 6 digits'],
      [{ emailAddress: 'sales@' }, 'emailAddress', 'Invalid email format'],
      [{ bankAccountNumber: '' }, 'bankAccountNumber', 'Bank Account Number is required'],
      [{ bankAccountNumber: '12ab' }, 'bankAccountNumber', 'Bank Account Number must be 9 to 18 digits'],
      [{ phoneNumber: '12ab' }, 'phoneNumber', 'Phone Number must be 10 to 13 digits'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(t.app, '/api/seller/register', { ...business, ...change }, token);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ message, field });
    }
    expect((await profile(token)).json().userDetail.userType).toBe('consumer');
  });

  it('needs a signed-in user', async () => {
    const res = await post(t.app, '/api/seller/register', business);
    expect(res.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists every seller call', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const operations = Object.entries(paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/seller/register',
        'GET /api/seller/profile',
        'PUT /api/seller/profile',
        'GET /api/seller/get-all-product',
        'GET /api/seller/product/{id}',
        'PUT /api/seller/product/{id}',
        'PATCH /api/seller/product/{id}',
        'DELETE /api/seller/product/{id}',
        'PATCH /api/seller/product/visibilty-toggle/{id}',
        'GET /api/seller/seller-dashboard',
        'GET /api/seller/orders',
        'POST /api/seller/order-status',
        'POST /api/seller/cancel-order',
        'GET /api/seller/order/{orderId}/packing-slip',
        'GET /api/seller/customers',
      ]),
    );
  });
});
