// One Idempotency-Key names one checkout: a retry of the same cart gets the orders already placed, a different
// cart under the same key is refused (422) and creates nothing, also when the submissions arrive together.
// issue 20: buyers racing for the last units of one variant never oversell it, nor deadlock.
// issue 21: buyers racing with the prices they saw hear 409 with the stock left; a second tab's add is kept.
import { apiMessages } from '@bazaar/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { cardPayment, submitOrder } from '../../test-support/checkout-helpers.js';
import {
  checkoutRowCounts,
  createAccount,
  createProduct,
  createVariants,
  stockOf,
  variantStockOf,
  type Account,
} from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: Account;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, db(), { name: 'Chennai Crafts', userType: 'seller' });
});
afterAll(async () => t.close());

const product = (name: string) => createProduct(db(), seller.id, { name, sellingPrice: 120_000, stock: 20 });

describe('POST /api/order/submit-order with an Idempotency-Key used again', () => {
  it('refuses another cart under a used key with 422 and creates nothing', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Asha' });
    const [lamp, rug] = await Promise.all([product('Lamp'), product('Rug')]);
    const key = `key-${buyer.id}`;
    const first = await submitOrder(t.app, buyer.token, {
      lines: [{ id: lamp, quantity: 1 }],
      idempotencyKey: key,
    });
    expect(first.statusCode).toBe(201);
    const before = await checkoutRowCounts(db());

    const other = await submitOrder(t.app, buyer.token, {
      lines: [{ id: rug, quantity: 2 }],
      idempotencyKey: key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: apiMessages.idempotencyKeyReused });
    const more = await submitOrder(t.app, buyer.token, {
      lines: [{ id: lamp, quantity: 3 }],
      idempotencyKey: key,
    });
    expect(more.statusCode).toBe(422);
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect([await stockOf(db(), lamp), await stockOf(db(), rug)]).toEqual([19, 20]);

    const retry = await submitOrder(t.app, buyer.token, {
      lines: [{ id: lamp, quantity: 1 }],
      idempotencyKey: key,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().orderIds).toEqual(first.json().orderIds);
  });

  it('places one checkout when two different carts race under one new key: the other is refused', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Bela' });
    const [lamp, rug] = await Promise.all([product('Lamp'), product('Rug')]);
    const key = `race-${buyer.id}`;
    const carts = [[{ id: lamp, quantity: 1 }], [{ id: rug, quantity: 1 }]];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        submitOrder(t.app, buyer.token, {
          lines: carts[index % 2] ?? [],
          payment: cardPayment(),
          idempotencyKey: key,
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(placed.length + refused.length).toBe(12);
    // Every 201 names the same orders, all from one cart; every other submission was the other cart.
    const orderIds = new Set(placed.map((answer) => JSON.stringify(answer.json().orderIds)));
    expect(orderIds.size).toBe(1);
    expect(placed.length).toBe(6);
    expect(refused.length).toBe(6);
    const stocks = [await stockOf(db(), lamp), await stockOf(db(), rug)].sort();
    expect(stocks).toEqual([19, 20]);
    const checkouts = await db()
      .selectFrom('checkouts')
      .select('id')
      .where('userId', '=', buyer.id)
      .execute();
    expect(checkouts).toHaveLength(1);
  });
});

describe('POST /api/order/submit-order when the units go between their check and their taking', () => {
  it('answers 409 naming the line with the stock left, and writes nothing: no order, payment or mail', async () => {
    const jar = await createProduct(db(), seller.id, { name: 'Brass Jar', sellingPrice: 45_000, stock: 2 });
    const lamp = await createProduct(db(), seller.id, { name: 'Oil Lamp', sellingPrice: 30_000, stock: 5 });
    const buyer = await createAccount(t.app, db(), { name: 'Late Buyer' });
    const before = await checkoutRowCounts(db());
    const lateUnits = await takeUnitsWhenMailQueued(jar);
    try {
      const answer = await submitOrder(t.app, buyer.token, {
        lines: [
          { id: jar, quantity: 1 },
          { id: lamp, quantity: 2 },
        ],
        payment: cardPayment(),
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(apiMessages.notEnoughStock('Brass Jar'));
      expect(answer.json().changes).toEqual([
        expect.objectContaining({ productId: jar, name: 'Brass Jar', quantity: 1, stock: 0 }),
      ]);
    } finally {
      await lateUnits.done();
    }
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect(await stockOf(db(), lamp)).toBe(5);
    // PostgreSQL: the other buyer's take stands; SQLite: it was the checkout's own, rolled back with it
    expect(await stockOf(db(), jar)).toBe(t.database.engine === 'postgres' ? 0 : 2);
  });
});

/**
 * Another buyer takes every unit of a product once a checkout has checked them (when its mail is queued, just
 * before its stock is taken). PostgreSQL: the queued mail's insert waits on an advisory lock the test holds
 * while another connection sets the stock to 0 and commits. SQLite has one writer: a trigger sets it to 0
 * inside the checkout's own transaction.
 */
async function takeUnitsWhenMailQueued(productId: string): Promise<{ done: () => Promise<void> }> {
  if (t.database.engine !== 'postgres') {
    await sql`create trigger "lateUnits" after insert on "mailOutbox" begin
      update products set stock = 0 where id = ${sql.lit(productId)}; end`.execute(db());
    return { done: () => sql`drop trigger "lateUnits"`.execute(db()).then(() => undefined) };
  }
  const key = Math.floor(Math.random() * 2 ** 30);
  await sql`create function "lateUnits"() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock(${sql.lit(key)}); return new; end $$`.execute(db());
  await sql`create trigger "lateUnits" before insert on "mailOutbox" for each row
    execute function "lateUnits"()`.execute(db());
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const holder = db()
    .connection()
    .execute(async (connection) => {
      await sql`select pg_advisory_lock(${sql.lit(key)})`.execute(connection);
      try {
        for (let tries = 0; ; tries += 1) {
          const { rows } = await sql<{ count: string }>`select count(*) as count from pg_locks
            where locktype = 'advisory' and objid = ${sql.lit(key)} and not granted`.execute(connection);
          if (Number(rows[0]?.count) > 0) break;
          if (tries > 500) throw new Error('the checkout never queued its mail');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await db().updateTable('products').set({ stock: 0 }).where('id', '=', productId).execute();
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(key)})`.execute(connection);
        release();
      }
    });
  return {
    async done() {
      await Promise.race([released, holder]);
      await holder;
      await sql`drop trigger "lateUnits" on "mailOutbox"`.execute(db());
      await sql`drop function "lateUnits"()`.execute(db());
    },
  };
}

describe('POST /api/order/submit-order racing for the last units of one variant (issue 20)', () => {
  it('sells the last 3 units of a size to 3 of 10 buyers at once: no oversell, every other buyer gets 409', async () => {
    const tee = await createProduct(db(), seller.id, { name: 'Race Tee', sellingPrice: 1, stock: 0 });
    const [small, large] = await createVariants(db(), tee, seller.id, [
      { sku: 'RACE-S', options: { size: 'S' }, sellingPrice: 49_900, stock: 3 },
      { sku: 'RACE-L', options: { size: 'L' }, sellingPrice: 59_900, stock: 20 },
    ]);
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createAccount(t.app, db(), { name: `Racer ${index}` })),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        submitOrder(t.app, buyer.token, {
          // every cart also takes a unit of the other size, so the product's row and both variants' rows meet
          lines: [
            { id: tee, variantId: large, quantity: 1 },
            { id: tee, variantId: small, quantity: 1 },
          ],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await variantStockOf(db(), small!)).toBe(0);
    expect(await variantStockOf(db(), large!)).toBe(17);
    expect(await stockOf(db(), tee)).toBe(17);
  });

  it('places opposite carts of two sizes racing each other without a deadlock or a 500', async () => {
    const tee = await createProduct(db(), seller.id, { name: 'Deadlock Tee', sellingPrice: 1, stock: 0 });
    const [small, large] = await createVariants(db(), tee, seller.id, [
      { sku: 'LOCK-S', options: { size: 'S' }, sellingPrice: 49_900, stock: 50 },
      { sku: 'LOCK-L', options: { size: 'L' }, sellingPrice: 59_900, stock: 50 },
    ]);
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createAccount(t.app, db(), { name: `Locker ${index}` })),
    );
    const answers = await Promise.all(
      buyers.map((buyer, index) => {
        const lines = [
          { id: tee, variantId: small, quantity: 1 },
          { id: tee, variantId: large, quantity: 2 },
        ];
        return submitOrder(t.app, buyer.token, { lines: index % 2 === 0 ? lines : lines.reverse() });
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    expect(await variantStockOf(db(), small!)).toBe(38);
    expect(await variantStockOf(db(), large!)).toBe(26);
    expect(await stockOf(db(), tee)).toBe(64);
  });
});

describe('POST /api/order/submit-order with the prices the shopper saw, racing (issue 21)', () => {
  it('sells the last 3 units to 3 of 8 buyers at once: every other buyer hears 409 with the stock left', async () => {
    const jar = await createProduct(db(), seller.id, { name: 'Last Jar', sellingPrice: 45_000, stock: 3 });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createAccount(t.app, db(), { name: `Jar ${index}` })),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        submitOrder(t.app, buyer.token, { lines: [{ id: jar, quantity: 1, sellingPrice: 450 }] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      const [change] = answer.json().changes;
      expect(change).toMatchObject({ productId: jar, oldPrice: 450, newPrice: 450, quantity: 1 });
      expect(change.stock).toBeLessThan(1);
    }
    expect(await stockOf(db(), jar)).toBe(0);
  });

  it('never charges a price the shopper did not see while the seller changes it during checkouts', async () => {
    const lamp = await createProduct(db(), seller.id, {
      name: 'Racing Lamp',
      sellingPrice: 100_000,
      mrpPrice: 200_000,
      stock: 50,
    });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createAccount(t.app, db(), { name: `Lamp ${index}` })),
    );
    const [answers] = await Promise.all([
      Promise.all(
        buyers.map((buyer) =>
          submitOrder(t.app, buyer.token, { lines: [{ id: lamp, quantity: 1, sellingPrice: 1000 }] }),
        ),
      ),
      db().updateTable('products').set({ sellingPrice: 120_000 }).where('id', '=', lamp).execute(),
    ]);
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed.length + answers.filter((answer) => answer.statusCode === 409).length).toBe(6);
    const prices = await db()
      .selectFrom('orderLines')
      .select('sellingPrice')
      .where('productId', '=', lamp)
      .execute();
    expect(prices.map((row) => Number(row.sellingPrice))).toEqual(Array(placed.length).fill(100_000));
    expect(await stockOf(db(), lamp)).toBe(50 - placed.length);
  });

  it("keeps the unit a second tab adds while the first tab's checkout reads the line it buys whole", async () => {
    const cup = await createProduct(db(), seller.id, { name: 'Held Cup', sellingPrice: 20_000, stock: 100 });
    const buyer = await createAccount(t.app, db(), { name: 'Held Tabs' });
    await post(t.app, '/api/user/add-to-cart', { productId: cup, quantity: 1 }, buyer.token);
    // PostgreSQL: the add holds the line (its row locked, not yet committed) while the checkout reads the line
    // it buys whole (×1), so the checkout's read and its write straddle the add's commit. Only the line's row
    // lock (cart.repository's takeBoughtUnits) makes the checkout read ×2 and keep the added unit; without it
    // the checkout reads ×1 and deletes the line, added unit and all. SQLite runs one writer at a time: the two
    // requests simply race.
    const slowAdds = await holdAddsToCartLines();
    try {
      const adding = post(t.app, '/api/user/add-to-cart', { productId: cup, quantity: 1 }, buyer.token);
      await slowAdds.holding();
      const placing = submitOrder(t.app, buyer.token, {
        lines: [{ id: cup, quantity: 1, sellingPrice: 200 }],
      });
      const [added, placed] = await Promise.all([adding, placing]);
      expect([placed.statusCode, added.statusCode]).toEqual([201, 200]);
    } finally {
      await slowAdds.release();
    }
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, buyer.token);
    expect(cart.json().cartProduct).toMatchObject([{ id: cup, quantity: 1 }]);
    expect(await stockOf(db(), cup)).toBe(99);
  });
});

/**
 * PostgreSQL: every add to an existing cart line sleeps inside its statement, the line's row locked, for long
 * enough that a checkout started meanwhile reaches the line. `holding` resolves once an add is asleep. On
 * SQLite there is nothing to hold (one writer at a time).
 */
async function holdAddsToCartLines(): Promise<{
  holding: () => Promise<void>;
  release: () => Promise<void>;
}> {
  if (t.database.engine !== 'postgres') return { holding: async () => {}, release: async () => {} };
  await sql`create function "slowCartAdd"() returns trigger language plpgsql as $$
    begin perform pg_sleep(1.5); return new; end $$`.execute(db());
  await sql`create trigger "slowCartAdd" before update on "cartLines" for each row
    when (new.quantity > old.quantity) execute function "slowCartAdd"()`.execute(db());
  return {
    async holding() {
      for (let tries = 0; tries < 200; tries += 1) {
        const { rows } = await sql<{ count: string }>`select count(*) as count from pg_stat_activity
          where datname = current_database() and wait_event = 'PgSleep' and query ilike '%cartLines%'`.execute(
          db(),
        );
        if (Number(rows[0]?.count) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the add to the cart never started');
    },
    async release() {
      await sql`drop trigger "slowCartAdd" on "cartLines"`.execute(db());
      await sql`drop function "slowCartAdd"()`.execute(db());
    },
  };
}
