// issue 21, part 3: the address book — up to 20 addresses as typed, one default, kept in step with the
// profile's saved address; bad input answers 400 naming the field and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { submitOrder } from '../../test-support/checkout-helpers.js';
import { createAccount, createProduct } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const home = {
  fullName: 'Meera Nair',
  phoneNumber: '+91 98765-43210',
  addressLine1: '42 MG Road',
  addressLine2: 'Flat 12B',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
  country: 'India',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const list = async (token: string) => (await call('GET', '/api/user/addresses', token)).json().addresses;
const add = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/user/addresses', token, body);
const defaults = (addresses: { isDefault: boolean; addressLine1: string }[]) =>
  addresses.filter((address) => address.isDefault).map((address) => address.addressLine1);
const profileAddress = async (token: string) =>
  (await post(t.app, '/api/user/profile', undefined, token)).json().userDetail.shippingAddress;

describe('/api/user/addresses', () => {
  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/addresses' })).statusCode).toBe(401);
  });

  it('keeps the address as typed, makes the first the default and the profile’s saved address', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Meera' });
    expect(await list(token)).toEqual([]);
    const res = await add(token, home);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Address saved');
    expect(res.json().address).toEqual({ id: expect.any(String), ...home, isDefault: true });
    expect(await list(token)).toEqual([res.json().address]);
    expect(await profileAddress(token)).toMatchObject({
      addressLine1: '42 MG Road',
      addressLine2: 'Flat 12B',
      city: 'Bengaluru',
      pinCode: '560001',
    });
  });

  it('moves the one default when another is set, on adding or editing, and the profile follows', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Ravi' });
    const first = (await add(token, home)).json().address;
    const office = (await add(token, { ...home, addressLine1: '7 Residency Road', isDefault: true })).json()
      .address;
    expect(defaults(await list(token))).toEqual(['7 Residency Road']);
    const third = (await add(token, { ...home, addressLine1: '3 Church Street' })).json().address;
    expect(third.isDefault).toBe(false);

    const edited = await call('PUT', `/api/user/addresses/${first.id}`, token, {
      ...home,
      addressLine1: '42 MG Road, 2nd Floor',
      isDefault: true,
    });
    expect(edited.statusCode).toBe(200);
    const book = edited.json().addresses;
    expect(defaults(book)).toEqual(['42 MG Road, 2nd Floor']);
    expect(book[0].id).toBe(first.id);
    expect((await profileAddress(token)).addressLine1).toBe('42 MG Road, 2nd Floor');

    // deleting the default makes the newest left the default
    const deleted = await call('DELETE', `/api/user/addresses/${first.id}`, token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Address deleted');
    expect(defaults(deleted.json().addresses)).toEqual(['3 Church Street']);
    expect((await profileAddress(token)).addressLine1).toBe('3 Church Street');
    expect(office.id).not.toBe(third.id);
  });

  it('leaves no default and no saved profile address once the last address is deleted', async () => {
    const seller = await createAccount(t.app, db(), { name: 'Seller', userType: 'seller' });
    const product = await createProduct(db(), seller.id, { name: 'Kettle', sellingPrice: 90_000, stock: 5 });
    const { token } = await createAccount(t.app, db(), { name: 'Tara' });
    const only = (await add(token, home)).json().address;
    const deleted = await call('DELETE', `/api/user/addresses/${only.id}`, token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().addresses).toEqual([]);
    // the spec's single-address calls: the profile has no saved address, and checkout still saves one
    expect(await profileAddress(token)).toBeNull();
    const typed = {
      addressLine1: '5 Lake View',
      addressLine2: '',
      country: 'India',
      state: 'Kerala',
      city: 'Kochi',
      pinCode: '682001',
      isDefaultShippingAddress: true,
    };
    const order = await submitOrder(t.app, token, {
      lines: [{ id: product, quantity: 1 }],
      shippingAddress: typed,
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().updatedShippingAddress).toEqual(typed);
    expect(await profileAddress(token)).toEqual(typed);
    expect(await list(token)).toMatchObject([
      { fullName: 'Tara', addressLine1: '5 Lake View', isDefault: true },
    ]);
  });

  it.each([
    [{ pinCode: '56001' }, 'Pin Code must be 6 digits.'],
    [
      { phoneNumber: '98765abc10' },
      'Phone Number must be 10 to 13 digits, with an optional leading + and spaces or hyphens between.',
    ],
    [{ fullName: '  ' }, 'Full Name is required.'],
    [{ city: undefined }, 'City is required.'],
    [{ isDefault: 'yes' }, 'isDefault must be true or false'],
  ])('refuses %j with 400 "%s" and saves nothing', async (fields, message) => {
    const { token } = await createAccount(t.app, db(), { name: 'Isha' });
    const res = await add(token, { ...home, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await list(token)).toEqual([]);
  });

  it('refuses an edit with a bad pin code and keeps the address as it was', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Dev' });
    const saved = (await add(token, home)).json().address;
    const res = await call('PUT', `/api/user/addresses/${saved.id}`, token, { ...home, pinCode: '5600011' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pin Code must be 6 digits.');
    expect(await list(token)).toEqual([saved]);
  });

  it('answers 404 for another shopper’s address, and leaves it alone', async () => {
    const owner = await createAccount(t.app, db(), { name: 'Owner' });
    const other = await createAccount(t.app, db(), { name: 'Other' });
    const saved = (await add(owner.token, home)).json().address;
    for (const res of [
      await call('PUT', `/api/user/addresses/${saved.id}`, other.token, { ...home, city: 'Pune' }),
      await call('DELETE', `/api/user/addresses/${saved.id}`, other.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Address not found');
    }
    expect(await list(owner.token)).toEqual([saved]);
  });

  it('refuses a 21st address with 400, even when many are added at once', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Many' });
    for (let n = 1; n <= 15; n++) await add(token, { ...home, addressLine1: `${n} Park Street` });
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, n) => add(token, { ...home, addressLine1: `${n} Lake Road` })),
    );
    expect(burst.filter((res) => res.statusCode === 201)).toHaveLength(5);
    for (const res of burst.filter((res) => res.statusCode !== 201)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You can keep at most 20 addresses. Delete one to add another.');
    }
    expect(await list(token)).toHaveLength(20);
  });

  it('keeps exactly one default when several are made the default at once', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Racer' });
    const saved = [];
    for (let n = 1; n <= 6; n++)
      saved.push((await add(token, { ...home, addressLine1: `${n} Hill Road` })).json().address);
    const results = await Promise.all(
      saved.map((address) =>
        call('PUT', `/api/user/addresses/${address.id}`, token, {
          ...home,
          addressLine1: address.addressLine1,
          isDefault: true,
        }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const book = await list(token);
    expect(defaults(book)).toHaveLength(1);
    expect((await profileAddress(token)).addressLine1).toBe(defaults(book)[0]);
  });

  it('checkout’s "save as default" puts the typed address in the book as its default, once', async () => {
    const seller = await createAccount(t.app, db(), { name: 'Seller', userType: 'seller' });
    const product = await createProduct(db(), seller.id, { name: 'Lamp', sellingPrice: 150_000, stock: 9 });
    const { token } = await createAccount(t.app, db(), { name: 'Asha Rao' });
    await add(token, home);
    const typed = {
      addressLine1: '9 Lotus Lane',
      addressLine2: 'Block C',
      country: 'India',
      state: 'Maharashtra',
      city: 'Pune',
      pinCode: '411001',
      isDefaultShippingAddress: true,
    };
    for (const _ of [1, 2]) {
      const res = await submitOrder(t.app, token, {
        lines: [{ id: product, quantity: 1 }],
        shippingAddress: typed,
      });
      expect(res.statusCode).toBe(201);
    }
    const book = await list(token);
    expect(book).toHaveLength(2);
    expect(book[0]).toMatchObject({
      fullName: 'Asha Rao',
      addressLine1: '9 Lotus Lane',
      city: 'Pune',
      isDefault: true,
    });
    expect((await profileAddress(token)).addressLine1).toBe('9 Lotus Lane');
  });
});
