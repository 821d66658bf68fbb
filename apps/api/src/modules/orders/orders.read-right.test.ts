// issue 21, part 4: orders that read right — an order number works in any case, and the tracker has the date
// each step was reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { submitOrder } from '../../test-support/checkout-helpers.js';
import { withClock } from '../../test-support/clock.js';
import { createAccount, createProduct, stockOf, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: Account;
const db = () => t.database.db;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, db(), { name: 'Asha Handlooms', userType: 'seller' });
});
afterAll(async () => t.close());

async function orderOf(buyer: Account, quantity = 1): Promise<{ orderId: string; productId: string }> {
  const productId = await createProduct(db(), seller.id, {
    name: 'Cotton Shawl',
    sellingPrice: 120_000,
    stock: 5,
  });
  const res = await submitOrder(t.app, buyer.token, { lines: [{ id: productId, quantity }] });
  expect(res.statusCode).toBe(201);
  return { orderId: res.json().orderIds[0], productId };
}

const details = (token: string, orderId: string) =>
  post(t.app, '/api/order/get-order-details-by-id', { orderId }, token);

describe('order numbers in any case', () => {
  it('finds the buyer’s order by its number in capitals, and still not another buyer’s', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Meera' });
    const { orderId } = await orderOf(buyer);
    const res = await details(buyer.token, orderId.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().filteredOrderDetails.orderId).toBe(orderId);
    const stranger = await createAccount(t.app, db(), { name: 'Stranger' });
    const theirs = await details(stranger.token, orderId.toUpperCase());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
  });

  it('cancels an order named in capitals, and the seller moves one named in mixed case', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Ravi' });
    const first = await orderOf(buyer, 2);
    const cancel = await post(
      t.app,
      '/api/order/cancel-order',
      { orderId: first.orderId.toUpperCase() },
      buyer.token,
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().order).toEqual({ orderId: first.orderId, orderStatus: 'cancelled' });
    expect(await stockOf(db(), first.productId)).toBe(5);

    const second = await orderOf(buyer);
    const mixed = second.orderId.slice(0, 8).toUpperCase() + second.orderId.slice(8);
    const step = await post(
      t.app,
      '/api/seller/order-status',
      { orderId: mixed, status: 'order confirmed' },
      seller.token,
    );
    expect(step.statusCode).toBe(200);
    expect((await details(buyer.token, second.orderId)).json().filteredOrderDetails.orderStatus).toBe(
      'order confirmed',
    );
  });
});

describe('the date of each step', () => {
  it('dates every step an order reaches: placed, each seller step, and the cancel', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Isha' });
    const { history, placedAt } = await withClock(async (later) => {
      const placedAt = new Date().toISOString();
      const { orderId } = await orderOf(buyer);
      later(3 * HOUR);
      await post(t.app, '/api/seller/order-status', { orderId, status: 'order confirmed' }, seller.token);
      later(24 * HOUR);
      await post(t.app, '/api/seller/order-status', { orderId, status: 'processing' }, seller.token);
      later(2 * HOUR);
      await post(t.app, '/api/order/cancel-order', { orderId }, buyer.token);
      const res = await details(buyer.token, orderId);
      return { history: res.json().filteredOrderDetails.statusHistory, placedAt };
    });
    const at = (hours: number) => new Date(Date.parse(placedAt) + hours * HOUR).toISOString();
    expect(history).toEqual([
      { status: 'order placed', at: placedAt },
      { status: 'order confirmed', at: at(3) },
      { status: 'processing', at: at(27) },
      { status: 'cancelled', at: at(29) },
    ]);
  });

  it('a step refused (skipping one) records no date', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Dev' });
    const { orderId } = await orderOf(buyer);
    const skip = await post(
      t.app,
      '/api/seller/order-status',
      { orderId, status: 'processing' },
      seller.token,
    );
    expect(skip.statusCode).toBe(400);
    const history = (await details(buyer.token, orderId)).json().filteredOrderDetails.statusHistory;
    expect(history.map((step: { status: string }) => step.status)).toEqual(['order placed']);
  });
});

describe('the reason of a cancel', () => {
  it('keeps the buyer’s reason on the order, for the buyer’s detail and the seller’s list', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Kavya' });
    const { orderId } = await orderOf(buyer);
    const reason = 'Found a better price elsewhere: ₹200 less at the shop next door';
    const res = await post(t.app, '/api/order/cancel-order', { orderId, reason }, buyer.token);
    expect(res.statusCode).toBe(200);
    expect((await details(buyer.token, orderId)).json().filteredOrderDetails.cancelReason).toBe(reason);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/seller/orders?status=cancelled',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const mine = list.json().orders.find((order: { orderId: string }) => order.orderId === orderId);
    expect(mine).toMatchObject({ cancelledBy: 'buyer', cancelReason: reason });
  });

  it('refuses a reason over 500 characters with 400 and leaves the order as it was', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Long' });
    const { orderId } = await orderOf(buyer);
    const res = await post(
      t.app,
      '/api/order/cancel-order',
      { orderId, reason: 'x'.repeat(501) },
      buyer.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The reason must be at most 500 characters');
    expect((await details(buyer.token, orderId)).json().filteredOrderDetails.orderStatus).toBe(
      'order placed',
    );
  });
});
