// retryingTransaction: a deadlock PostgreSQL breaks by aborting one transaction is run again, not answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createProduct } from '../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import type { Db } from './database.js';
import { forUpdate, retryingTransaction } from './transactions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const lock = (trx: Db, id: string) =>
  forUpdate(trx, trx.selectFrom('products').select('id').where('id', '=', id)).execute();

describe('retryingTransaction', () => {
  it('runs again the transaction PostgreSQL aborted to break a deadlock, so both writes hold', async () => {
    const db = t.database.db;
    const seller = await createAccount(t.app, db, { name: 'Locks', userType: 'seller' });
    const [a, b] = await Promise.all(
      ['A', 'B'].map((name) => createProduct(db, seller.id, { name, sellingPrice: 10_000, stock: 10 })),
    );
    if (!a || !b) throw new Error('no products');
    let attempts = 0;
    let locked = 0;
    // On PostgreSQL each first attempt waits until both hold their first row, so they surely cross. SQLite runs
    // one transaction at a time: there the second could never arrive, and nothing can cross.
    const crossed = t.database.engine === 'postgres';
    const bothLocked = async () => {
      locked += 1;
      while (locked < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const crossing = (first: string, second: string) =>
      retryingTransaction(db, async (trx) => {
        attempts += 1;
        await lock(trx, first);
        if (crossed && attempts <= 2) await bothLocked();
        await lock(trx, second);
        await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', 1) }))
          .where('id', 'in', [first, second])
          .execute();
        return first;
      });
    expect(await Promise.all([crossing(a, b), crossing(b, a)])).toEqual([a, b]);
    const stocks = await db.selectFrom('products').select('stock').where('id', 'in', [a, b]).execute();
    expect(stocks.map((row) => row.stock)).toEqual([8, 8]);
    // On PostgreSQL the two crossed and one of them ran twice; SQLite never let them cross.
    expect(attempts).toBe(crossed ? 3 : 2);
  });
});
