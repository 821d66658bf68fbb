// The inventory's own rules, through its service: what can be bought, and stock that only moves when it can.
// (Buying through the front door is checkout.test.ts's; the seller's side is the listings'.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../platform/ids.js';
import { createProduct, stockOf } from '../../test-support/shop-fixtures.js';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';
import {
  findProductForSale,
  findProductsForSale,
  requireVisibleProduct,
  restoreStock,
  setProductRating,
  takeStock,
} from './inventory.service.js';

let database: TestDb;
let sellerId: string;

beforeAll(async () => {
  database = await createTestDb();
  sellerId = newId();
  const now = nowIso();
  await database.db
    .insertInto('users')
    .values({
      id: sellerId,
      name: 'Shop',
      email: `shop.${sellerId}@example.com`,
      passwordHash: 'not-a-password',
      phoneNumber: '9876543210',
      address: '',
      profilePic: '',
      userType: 'seller',
      isVerified: 1,
      isDemo: 0,
      shippingAddress: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
});
afterAll(async () => database.destroy());

describe('products for sale', () => {
  it('are those neither hidden nor drafts, with their first image and prices in paise', async () => {
    const db = database.db;
    const lamp = await createProduct(db, sellerId, { name: 'Desk lamp', sellingPrice: 89_900, stock: 4 });
    const hidden = await createProduct(db, sellerId, {
      name: 'Hidden',
      sellingPrice: 100,
      stock: 1,
      isHide: true,
    });
    const draft = await createProduct(db, sellerId, {
      name: 'Draft',
      sellingPrice: 100,
      stock: 1,
      isDraft: true,
    });
    const found = await findProductsForSale(db, [lamp, hidden, draft, newId()]);
    expect([...found.keys()]).toEqual([lamp]);
    expect(found.get(lamp)).toMatchObject({
      id: lamp,
      sellerId,
      name: 'Desk lamp',
      sellingPrice: 89_900,
      stock: 4,
      image: `/media/${lamp}.webp`,
    });
    expect(await findProductForSale(db, hidden)).toBeUndefined();
    await expect(requireVisibleProduct(db, draft)).rejects.toThrow('Product not found');
    await expect(requireVisibleProduct(db, 'not-an-id')).rejects.toThrow('Product not found');
  });
});

describe('stock', () => {
  it('is taken only while enough is left, and a refused take changes nothing', async () => {
    const db = database.db;
    const id = await createProduct(db, sellerId, { name: 'Kettle', sellingPrice: 120_000, stock: 3 });
    expect(await takeStock(db, id, 2)).toBe(true);
    expect(await takeStock(db, id, 2)).toBe(false);
    expect(await stockOf(db, id)).toBe(1);
  });

  it('lets one of two racing takes of the last unit win', async () => {
    const db = database.db;
    const id = await createProduct(db, sellerId, { name: 'Last one', sellingPrice: 5_000, stock: 1 });
    const results = await Promise.all([takeStock(db, id, 1), takeStock(db, id, 1)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(db, id)).toBe(0);
  });

  it('is never taken from a hidden product, but is given back to one (a cancelled order)', async () => {
    const db = database.db;
    const id = await createProduct(db, sellerId, {
      name: 'Shelved',
      sellingPrice: 5_000,
      stock: 5,
      isHide: true,
    });
    expect(await takeStock(db, id, 1)).toBe(false);
    await restoreStock(db, id, 2);
    expect(await stockOf(db, id)).toBe(7);
  });
});

describe('the rating sum', () => {
  it('is stored inside the caller’s transaction and rolls back with it', async () => {
    const db = database.db;
    const id = await createProduct(db, sellerId, { name: 'Rated', sellingPrice: 5_000, stock: 5 });
    await db.transaction().execute(async (trx) => {
      await setProductRating(trx, id, { total: 9, count: 2 });
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await setProductRating(trx, id, { total: 10, count: 3 });
        throw new Error('the review failed');
      }),
    ).rejects.toThrow('the review failed');
    const row = await db
      .selectFrom('products')
      .select(['ratingTotal', 'ratingCount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ratingTotal: 9, ratingCount: 2 });
  });
});
