import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type DbHandle } from '../../db/database.js';
import { newId } from '../../platform/ids.js';
import { affinityKey, AFFINITY_SLACK, chooseThread, workerCatalogReader } from './catalog.read-pool.js';
import type { CatalogReader } from './catalog.reads.js';

// The built server answers catalogue reads from a worker thread on SQLite; here the same worker runs from
// its TypeScript source through tsx. SQLite only, whatever TEST_DATABASE_URL says: PostgreSQL reads need no
// worker (its driver does not block).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-worker-'));
let t: DbHandle;
let reader: CatalogReader;
const productId = newId();

beforeAll(async () => {
  t = createDb({ sqliteFile: path.join(dir, 'test.sqlite') });
  await migrateToLatest(t.db);
  const at = new Date().toISOString();
  const sellerId = newId();
  await t.db
    .insertInto('users')
    .values({
      id: sellerId,
      name: 'Shop',
      email: 'shop@example.com',
      passwordHash: 'x',
      phoneNumber: '',
      address: '',
      profilePic: '',
      userType: 'seller',
      isVerified: 1,
      isDemo: 0,
      shippingAddress: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await t.db
    .insertInto('products')
    .values({
      id: productId,
      sellerId,
      name: 'Boat Rockerz 450 Bluetooth Headphones',
      description: 'Wireless.',
      brand: 'Boat',
      category: 'electronics',
      subCategory: 'headphones',
      mrpPrice: 299_000,
      sellingPrice: 149_900,
      stock: 3,
      isHide: 0,
      isDraft: 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  reader = workerCatalogReader(t.sqliteFile!, {
    url: new URL('../../test-support/ts-worker.mjs', import.meta.url),
    entry: new URL('./catalog.read-worker.ts', import.meta.url),
    execArgv: ['--conditions=source'],
  });
});
afterAll(async () => {
  await reader.close();
  await t.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('catalogue reads in a worker thread', () => {
  it('answers searches from its own read-only connection, seeing committed writes', async () => {
    const found = await reader.read('listProducts', { searchQuery: 'hedphones' }, null);
    expect(found.products.map((p) => p.name)).toEqual(['Boat Rockerz 450 Bluetooth Headphones']);
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', productId).execute();
    const again = await reader.read('listProducts', { searchQuery: 'boat', inStock: true }, null);
    expect(again).toEqual({ products: [], total: 0 });
  });

  it('answers from two threads alike, each seeing committed writes', async () => {
    const two = workerCatalogReader(
      t.sqliteFile!,
      {
        url: new URL('../../test-support/ts-worker.mjs', import.meta.url),
        entry: new URL('./catalog.read-worker.ts', import.meta.url),
        execArgv: ['--conditions=source'],
      },
      2,
    );
    try {
      // the server listens once every thread has read its warm-up (each posts WARMED when done)
      await two.warm!();
      const stockSeen = async () =>
        (await Promise.all([1, 2, 3, 4].map(() => two.read('getProductPage', productId)))).map(
          (page) => page.stock,
        );
      await t.db.updateTable('products').set({ stock: 7 }).where('id', '=', productId).execute();
      expect(await stockSeen()).toEqual([7, 7, 7, 7]);
      await t.db.updateTable('products').set({ stock: 9 }).where('id', '=', productId).execute();
      expect(await stockSeen()).toEqual([9, 9, 9, 9]);
    } finally {
      await two.close();
    }
  });

  it('passes a not-found error back with its status', async () => {
    await expect(reader.read('getProductPage', newId())).rejects.toMatchObject({
      statusCode: 404,
      message: 'Product not found',
    });
  });
});

describe('choosing the thread for a read', () => {
  const texts = ['cotton', 'kitchen', 'wireless headphones', 'steel bottle', 'leather', 'black', 'samsung'];

  it('sends every read of one text or category to the same thread, whatever its page, sort or bound', () => {
    const threadOf = (query: Record<string, unknown>) =>
      chooseThread([3, 3], affinityKey('listProducts', [query]));
    for (const text of texts) {
      const own = threadOf({ searchQuery: text });
      expect(threadOf({ searchQuery: ` ${text.toUpperCase()} `, page: 3, sort: 'price-asc' })).toBe(own);
      expect(threadOf({ searchQuery: text, minPrice: 500, searchCategory: 'fashion' })).toBe(own);
    }
    // not all on one thread: the texts are spread over both
    expect(new Set(texts.map((text) => threadOf({ searchQuery: text }))).size).toBe(2);
    const category = threadOf({ searchCategory: 'fashion' });
    expect(threadOf({ searchCategory: 'fashion', page: 7, sort: 'rating', maxPrice: 2000 })).toBe(category);
  });

  it('sends a read to the least busy thread when its own has too many waiting, or when it has no text or category', () => {
    for (const text of texts) {
      const key = affinityKey('listProducts', [{ searchQuery: text }]);
      const own = chooseThread([1, 1], key);
      const waiting = [0, 0];
      waiting[own] = AFFINITY_SLACK;
      expect(chooseThread(waiting, key)).toBe(own);
      waiting[own] = AFFINITY_SLACK + 1;
      expect(chooseThread(waiting, key)).toBe(1 - own);
    }
    expect(affinityKey('getProductPage', ['p1'])).toBeUndefined();
    // reads one at a time go to their own thread too, where their memos are then built for the reads under load
    for (const text of texts) {
      const key = affinityKey('listProducts', [{ searchQuery: text }]);
      expect(chooseThread([0, 0], key)).toBe(chooseThread([2, 2], key));
    }
    expect(chooseThread([4, 1], affinityKey('listProducts', [{}]))).toBe(1);
  });
});
