// The heart pressed many times at once: each press flips the saved state once, so the answers alternate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { createAccount, createProduct } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/user/add-to-wishlist under concurrency', () => {
  it('flips once per press when 10 presses arrive at once', async () => {
    const seller = await createAccount(t.app, db(), { name: 'Kashi Looms', userType: 'seller' });
    const product = await createProduct(db(), seller.id, {
      name: 'Silk Scarf',
      sellingPrice: 99_900,
      stock: 5,
    });
    for (const presses of [10, 11]) {
      const buyer = await createAccount(t.app, db(), { name: `Tara ${presses}` });
      const answers = await Promise.all(
        Array.from({ length: presses }, () =>
          post(t.app, '/api/user/add-to-wishlist', { productId: product }, buyer.token),
        ),
      );
      const saved = answers.filter((answer) => answer.statusCode === 201).length;
      const removed = answers.filter((answer) => answer.statusCode === 200).length;
      expect(saved + removed).toBe(presses);
      // Starting unsaved, the presses alternate save, remove, save…: as many of each, or one more save.
      expect(saved - removed).toBe(presses % 2);
      const stored = await db()
        .selectFrom('wishlistItems')
        .select('productId')
        .where('userId', '=', buyer.id)
        .execute();
      expect(stored).toHaveLength(presses % 2);
    }
  });
});
