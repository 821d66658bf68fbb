// Cancelling orders while multi-line checkouts run: both move the stock of the same products, and every one of
// them must answer (no 500 "deadlock detected") with the units accounted for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { cardPayment, submitOrder } from '../../test-support/checkout-helpers.js';
import { createAccount, createProduct, stockOf, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Units in orders that were not cancelled, per product. */
async function unitsSold(productIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select(['orderLines.productId', 'orderLines.quantity'])
    .where('orders.status', '<>', 'cancelled')
    .where('orderLines.productId', 'in', [...productIds])
    .execute();
  const sold = new Map(productIds.map((id) => [id, 0]));
  for (const row of rows) sold.set(row.productId, (sold.get(row.productId) ?? 0) + Number(row.quantity));
  return sold;
}

const cancel = (token: string, orderId: string) => post(t.app, '/api/order/cancel-order', { orderId }, token);

/**
 * A seller's product with 100 units, and 8 buyers' orders of `quantity` each, moved on to processing (where the
 * seller may still cancel or ship them).
 */
async function processingOrders(shop: {
  seller: string;
  product: string;
  buyer: string;
  price: number;
  quantity: number;
}) {
  const seller = await createAccount(t.app, db(), { name: shop.seller, userType: 'seller' });
  const initial = 100;
  const productId = await createProduct(db(), seller.id, {
    name: shop.product,
    sellingPrice: shop.price,
    stock: initial,
  });
  const buyers = await Promise.all(
    Array.from({ length: 8 }, (_, index) => createAccount(t.app, db(), { name: `${shop.buyer} ${index}` })),
  );
  const orders: { token: string; orderId: string }[] = [];
  for (const buyer of buyers) {
    const res = await submitOrder(t.app, buyer.token, {
      lines: [{ id: productId, quantity: shop.quantity }],
    });
    orders.push({ token: buyer.token, orderId: res.json().orderIds[0] as string });
  }
  await db()
    .updateTable('orders')
    .set({ status: 'processing' })
    .where(
      'id',
      'in',
      orders.map((order) => order.orderId),
    )
    .execute();
  return { seller, initial, productId, orders };
}

describe('POST /api/order/cancel-order beside checkouts', () => {
  it('answers every cancel and every checkout, and puts back exactly the cancelled units', async () => {
    const seller = await createAccount(t.app, db(), { name: 'Chennai Crafts', userType: 'seller' });
    const initial = 1_000;
    const products = await Promise.all(
      ['Lamp', 'Rug', 'Vase', 'Bowl', 'Mat'].map((name) =>
        createProduct(db(), seller.id, { name, sellingPrice: 50_000, stock: initial }),
      ),
    );
    // Cart lines in the reverse of product-id order: a cancel that put stock back in line order would take the
    // rows the other way round from a checkout.
    const lines = [...products]
      .sort()
      .reverse()
      .map((id) => ({ id, quantity: 1 }));
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createAccount(t.app, db(), { name: `Buyer ${index}` })),
    );
    const placed: { token: string; orderId: string }[] = [];
    for (const buyer of buyers) {
      const res = await submitOrder(t.app, buyer.token, { lines, payment: cardPayment() });
      expect(res.statusCode).toBe(201);
      placed.push({ token: buyer.token, orderId: res.json().orderIds[0] as string });
    }

    const answers = await Promise.all([
      ...placed.map(({ token, orderId }) => cancel(token, orderId)),
      ...buyers.map((buyer: Account) => submitOrder(t.app, buyer.token, { lines, payment: cardPayment() })),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toEqual([...placed.map(() => 200), ...buyers.map(() => 201)]);
    const sold = await unitsSold(products);
    for (const id of products) {
      expect(sold.get(id)).toBe(buyers.length);
      expect((await stockOf(db(), id)) + (sold.get(id) ?? 0)).toBe(initial);
    }
  });

  it('refunds a card checkout whose two orders are cancelled at the same moment', async () => {
    const sellers = await Promise.all(
      ['Jaipur Prints', 'Mysore Silks'].map((name) =>
        createAccount(t.app, db(), { name, userType: 'seller' }),
      ),
    );
    const buyer = await createAccount(t.app, db(), { name: 'Two Sellers' });
    for (let round = 0; round < 5; round += 1) {
      const lines = await Promise.all(
        sellers.map(async (seller) => ({
          id: await createProduct(db(), seller.id, {
            name: `Print ${round}`,
            sellingPrice: 80_000,
            stock: 3,
          }),
          quantity: 1,
        })),
      );
      const placed = await submitOrder(t.app, buyer.token, { lines, payment: cardPayment() });
      expect(placed.statusCode).toBe(201);
      const orderIds = placed.json().orderIds as string[];
      expect(orderIds).toHaveLength(2);
      const answers = await Promise.all(orderIds.map((orderId) => cancel(buyer.token, orderId)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const payment = await db()
        .selectFrom('payments')
        .innerJoin('orders', 'orders.checkoutId', 'payments.checkoutId')
        .select('payments.status')
        .where('orders.id', '=', orderIds[0] as string)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('refunded');
    }
  });

  it('ships or cancels each order, never both, when the seller ships as the buyer cancels', async () => {
    const { seller, initial, productId, orders } = await processingOrders({
      seller: 'Pune Pottery',
      product: 'Teapot',
      buyer: 'Shopper',
      price: 40_000,
      quantity: 2,
    });

    const answers = await Promise.all(
      orders.map(({ token, orderId }) =>
        Promise.all([
          post(
            t.app,
            '/api/seller/order-status',
            { orderId, status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DLV123456' },
            seller.token,
          ),
          cancel(token, orderId),
        ]),
      ),
    );
    for (const [index, [shipped, cancelled]] of answers.entries()) {
      const { status } = await db()
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orders[index]?.orderId ?? '')
        .executeTakeFirstOrThrow();
      // Exactly one of the two went through, and the order is what it says.
      expect([shipped.statusCode, cancelled.statusCode].filter((code) => code === 200)).toHaveLength(1);
      expect(status).toBe(shipped.statusCode === 200 ? 'shipped' : 'cancelled');
      expect([shipped.statusCode, cancelled.statusCode]).not.toContain(500);
    }
    const sold = (await unitsSold([productId])).get(productId) ?? 0;
    expect((await stockOf(db(), productId)) + sold).toBe(initial);
  });

  it('lets one of the seller cancelling, the buyer cancelling and the seller shipping win, the stock back at most once', async () => {
    const { seller, initial, productId, orders } = await processingOrders({
      seller: 'Jaipur Blue',
      product: 'Blue Vase',
      buyer: 'Collector',
      price: 60_000,
      quantity: 3,
    });

    const answers = await Promise.all(
      orders.map(({ token, orderId }) =>
        Promise.all([
          post(t.app, '/api/seller/cancel-order', { orderId, reason: 'Glaze cracked' }, seller.token),
          cancel(token, orderId),
          post(
            t.app,
            '/api/seller/order-status',
            { orderId, orderStatus: 'shipped', carrier: 'Ekart', trackingNumber: 'EK123456' },
            seller.token,
          ),
        ]),
      ),
    );
    for (const [index, replies] of answers.entries()) {
      const order = await db()
        .selectFrom('orders')
        .select(['status', 'cancelledBy'])
        .where('id', '=', orders[index]?.orderId ?? '')
        .executeTakeFirstOrThrow();
      const codes = replies.map((reply) => reply.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes).not.toContain(500);
      const [bySeller, byBuyer] = codes;
      expect(order).toEqual(
        bySeller === 200
          ? { status: 'cancelled', cancelledBy: 'seller' }
          : byBuyer === 200
            ? { status: 'cancelled', cancelledBy: 'buyer' }
            : { status: 'shipped', cancelledBy: null },
      );
    }
    const sold = (await unitsSold([productId])).get(productId) ?? 0;
    expect((await stockOf(db(), productId)) + sold).toBe(initial);
  });
});
