import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { productForm, signUpSeller } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CONTROL =
  'Text must not contain control characters such as NUL or, outside descriptions and messages, line breaks';

const register = (name: string, email: string) =>
  post(t.app, '/api/auth/register', {
    name,
    email,
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    phoneNumber: '9876543210',
  });

describe('control characters in text fields', () => {
  it.each([
    ['NUL', 'Asha\u0000Rao'],
    ['CR/LF', 'Asha\r\nBcc: everyone'],
    ['a bell', 'Asha\u0007'],
    ['DEL', 'Asha\u007f'],
  ])('refuses a name with %s with 400 and stores nothing', async (_kind, name) => {
    const email = `ctl-${_kind.replace(/\W/g, '')}@example.com`;
    const res = await register(name, email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTROL);
    const rows = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(0);
  });

  it('keeps line breaks in an address, refuses them in a name', async () => {
    const token = await signUpVerified(t.app, t.database.db, { email: 'lines@example.com' });
    const address = await post(t.app, '/api/user/update-profile', { address: '12 MG Road\nPune' }, token);
    expect(address.statusCode).toBe(200);
    const name = await post(t.app, '/api/user/update-profile', { name: 'Asha\nRao' }, token);
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe(CONTROL);
  });

  it('keeps line breaks in a product description, refuses NUL in its name', async () => {
    const seller = await signUpSeller(t.app, t.database.db, 'ctl-seller@example.com');
    const ok = await post(
      t.app,
      '/api/product/add-product',
      productForm({ description: 'Line one.\nLine two.', isDraft: true }),
      seller.token,
    );
    expect(ok.statusCode).toBe(201);
    const bad = await post(
      t.app,
      '/api/product/add-product',
      productForm({ name: 'Phone\u0000' }),
      seller.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTROL);
  });
});
