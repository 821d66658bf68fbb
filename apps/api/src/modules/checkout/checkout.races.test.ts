// One Idempotency-Key names one checkout: a retry of the same cart gets the orders already placed, a different
// cart under the same key is refused (422) and creates nothing, also when the submissions arrive together.
import { apiMessages } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, submitOrder } from '../../test-support/checkout-helpers.js';
import {
  checkoutRowCounts,
  createAccount,
  createProduct,
  stockOf,
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
