// Add-to-cart pressed many times at once (a double click, two tabs): every 200 is one more unit in the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { createAccount, createProduct, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: Account;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, db(), { name: 'Kashi Looms', userType: 'seller' });
});
afterAll(async () => t.close());

async function quantityInCart(userId: string, productId: string): Promise<number> {
  const line = await db()
    .selectFrom('cartLines')
    .select('quantity')
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
  return Number(line?.quantity ?? 0);
}

const add = (token: string, productId: string) =>
  post(t.app, '/api/user/add-to-cart', { productId, quantity: 1 }, token);

describe('POST /api/user/add-to-cart under concurrency', () => {
  it('holds as many units as there were successful adds when 20 arrive at once', async () => {
    const product = await createProduct(db(), seller.id, {
      name: 'Silk Scarf',
      sellingPrice: 99_900,
      stock: 50,
    });
    const buyer = await createAccount(t.app, db(), { name: 'Tara' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(buyer.token, product)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await quantityInCart(buyer.id, product)).toBe(20);
  });

  it('never holds more than the stock: the adds past it answer 409 and add nothing', async () => {
    const product = await createProduct(db(), seller.id, {
      name: 'Jute Bag',
      sellingPrice: 29_900,
      stock: 7,
    });
    const buyer = await createAccount(t.app, db(), { name: 'Uma' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(buyer.token, product)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    expect(await quantityInCart(buyer.id, product)).toBe(7);
  });
});
