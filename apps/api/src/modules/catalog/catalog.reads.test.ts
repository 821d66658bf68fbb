// PostgreSQL: the catalogue's reads have a pool of their own (CATALOG_READ_CONNECTIONS), so a burst of slow
// reads waits for its own connections and a shopper's checkout still finds one at once; the server opens it
// before it listens, so the first burst does not wait for new backends either.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitOrder } from '../../test-support/checkout-helpers.js';
import { createAccount, createProduct, stockOf } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { pooledCatalogReader } from './catalog.reads.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_READ_CONNECTIONS: '2' });
});
afterAll(async () => t?.close());

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);

describe.runIf(process.env.TEST_DATABASE_URL)('catalogue reads beside checkouts on PostgreSQL', () => {
  it('places an order at once while every catalogue connection waits on a slow search', async () => {
    const db = t.database.db;
    const seller = await createAccount(t.app, db, { name: 'Kochi Lamps', userType: 'seller' });
    const buyer = await createAccount(t.app, db, { name: 'Meera' });
    const lamp = await createProduct(db, seller.id, { name: 'Brass lamp', sellingPrice: 99_900, stock: 5 });

    // Another session holds the search rows: every search waits for it, holding its connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const other = t.database.connectAgain().db;
    const holder = other.transaction().execute(async (trx) => {
      await sql`lock table "productSearch" in access exclusive mode`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    const searches = ['brass', 'lamp', 'kochi', 'oil', 'diya', 'lantern'].map((word) =>
      t.app.inject(`/api/product/get-all-products?searchQuery=${word}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // every search has asked for its connection

    try {
      const order = await within(
        3_000,
        submitOrder(t.app, buyer.token, { lines: [{ id: lamp, quantity: 1 }] }),
      );
      expect(order.statusCode).toBe(201);
      expect(await stockOf(db, lamp)).toBe(4);
    } finally {
      release();
      await holder;
      await other.destroy();
    }
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[0]?.json()).toMatchObject({ products: [expect.objectContaining({ id: lamp })] });
  });

  it('opens every connection of its own pool when warmed, before any read', async () => {
    const own = t.database.withOwnPool!(3);
    const reader = pooledCatalogReader(own);
    try {
      expect(own.poolUse?.()).toEqual({ total: 0, idle: 0, waiting: 0 });
      await reader.warm?.();
      expect(own.poolUse?.()).toEqual({ total: 3, idle: 3, waiting: 0 });
      const found = await reader.read('listProducts', { searchQuery: 'nothing-like-this' }, null);
      expect(found).toEqual({ products: [], total: 0 });
      expect(own.poolUse?.()).toEqual({ total: 3, idle: 3, waiting: 0 });
    } finally {
      await reader.close();
    }
  });
});
