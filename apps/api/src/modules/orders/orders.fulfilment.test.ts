import type { AnyOrderStatus } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { listProduct, signUpSeller } from '../../test-support/seller-fixtures.js';
import { createTestApp, deliveredMails, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };
let rival: { token: string; id: string };
let buyers: { id: string; token: string; email: string }[];

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const address = {
  addressLine1: '4 park street',
  addressLine2: '',
  country: 'india',
  state: 'west bengal',
  city: 'kolkata',
  pinCode: '700016',
};

const addProduct = (token: string, name: string) => listProduct(t.app, token, { name });

/** An order as checkout writes it (goods at the selling price, no shipping: over ₹1000). */
async function placeOrder(input: {
  buyerId: string;
  sellerId: string;
  lines: { productId: string; name: string; quantity: number; price: number }[];
  status?: AnyOrderStatus;
  createdAt?: string;
}): Promise<string> {
  const db = t.database.db;
  const at = input.createdAt ?? new Date().toISOString();
  const checkoutId = newId();
  const orderId = newId();
  const total = input.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  await db
    .insertInto('checkouts')
    .values({ id: checkoutId, userId: input.buyerId, idempotencyKey: newId(), createdAt: at })
    .execute();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      checkoutId,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      status: input.status ?? 'order placed',
      totalMrp: total,
      totalAmount: total,
      discount: 0,
      shippingCharge: 0,
      grandTotal: total,
      shippingAddress: JSON.stringify(address),
      deliveryDate: null,
      isInvoiceUploaded: 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  for (const line of input.lines) {
    await db
      .insertInto('orderLines')
      .values({
        id: newId(),
        orderId,
        productId: line.productId,
        productName: line.name,
        productImage: '/media/p/x.webp',
        productDescription: '',
        mrpPrice: line.price,
        sellingPrice: line.price,
        quantity: line.quantity,
      })
      .execute();
  }
  return orderId;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const shipment = { carrier: 'Blue Dart', trackingNumber: 'BD987654321IN' };
const advance = (orderId: string, status: string, token = seller.token) =>
  post(
    t.app,
    '/api/seller/order-status',
    { orderId, status, ...(status === 'shipped' ? shipment : {}) },
    token,
  );
const statusOf = async (orderId: string) =>
  await t.database.db
    .selectFrom('orders')
    .select(['status', 'deliveryDate'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, t.database.db, 'fulfil@example.com');
  rival = await signUpSeller(t.app, t.database.db, 'other-shop@example.com');
  buyers = [];
  for (const [email, name] of [
    ['meera@example.com', 'Meera Das'],
    ['kabir@example.com', 'Kabir Sen'],
    ['lone@example.com', 'Lone Buyer'],
  ] as const) {
    const token = await signUpVerified(t.app, t.database.db, { email, name });
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    buyers.push({ id: user.id, token, email });
  }
});
afterAll(async () => t.close());

describe('POST /api/seller/order-status', () => {
  it('moves an order one step at a time to delivered, e-mailing the buyer each time and dating the delivery', async () => {
    const product = await addProduct(seller.token, 'Brass Lamp');
    const orderId = await placeOrder({
      buyerId: buyers[0]!.id,
      sellerId: seller.id,
      lines: [{ productId: product, name: 'Brass Lamp', quantity: 1, price: 250_000 }],
    });
    const before = (await deliveredMails(t.app)).length;
    for (const status of ['order confirmed', 'processing', 'shipped', 'out for delivery', 'delivered']) {
      const res = await advance(orderId.toUpperCase(), status);
      expect(res.statusCode, status).toBe(200);
      expect(res.json()).toMatchObject({
        message: `Order status updated to ${status}`,
        order: { orderId, orderStatus: status },
      });
    }
    const stored = await statusOf(orderId);
    expect(stored.status).toBe('delivered');
    expect(stored.deliveryDate?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

    const mails = (await deliveredMails(t.app)).slice(before).filter((m) => m.to === 'meera@example.com');
    expect(mails.map((m) => m.subject)).toEqual(
      ['order confirmed', 'processing', 'shipped', 'out for delivery', 'delivered'].map(
        (status) => `Your Bazaar order ${orderId.toUpperCase()} is now ${status}`,
      ),
    );
    expect(mails.at(-1)?.text).toContain('Hello Meera Das');
    expect(mails.at(-1)?.text).toContain('Order total: ₹2,500');

    const list = (await get('/api/seller/orders?status=delivered', seller.token)).json().orders;
    expect(list[0]).toMatchObject({ orderId, orderStatus: 'delivered', nextStatus: null });
    expect(list[0].deliveryDate).toBe(stored.deliveryDate);
  });

  it('refuses a skipped step, a step back and any step after delivered with 400, changing nothing', async () => {
    const product = await addProduct(seller.token, 'Clay Pot');
    const orderId = await placeOrder({
      buyerId: buyers[1]!.id,
      sellerId: seller.id,
      lines: [{ productId: product, name: 'Clay Pot', quantity: 2, price: 60_000 }],
      status: 'processing',
    });
    const before = (await deliveredMails(t.app)).length;
    for (const status of ['out for delivery', 'delivered', 'order confirmed', 'processing', 'order placed']) {
      const res = await advance(orderId, status);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe('This order is processing; it can only move to shipped.');
    }
    expect((await advance(orderId, 'lost')).statusCode).toBe(400);
    expect((await statusOf(orderId)).status).toBe('processing');

    const done = await placeOrder({
      buyerId: buyers[1]!.id,
      sellerId: seller.id,
      lines: [{ productId: product, name: 'Clay Pot', quantity: 1, price: 60_000 }],
      status: 'delivered',
    });
    const after = await advance(done, 'delivered');
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe('This order is delivered; its status can no longer change.');
    expect((await deliveredMails(t.app)).length).toBe(before);
  });

  it('never moves a cancelled order', async () => {
    const product = await addProduct(seller.token, 'Jute Bag');
    const orderId = await placeOrder({
      buyerId: buyers[1]!.id,
      sellerId: seller.id,
      lines: [{ productId: product, name: 'Jute Bag', quantity: 1, price: 40_000 }],
      status: 'cancelled',
    });
    for (const status of ['order placed', 'order confirmed']) {
      const res = await advance(orderId, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This order was cancelled; its status can no longer change.');
    }
    expect((await statusOf(orderId)).status).toBe('cancelled');
  });

  it("answers 404 for another seller's order or an unknown id, and 403 for a shopper, changing nothing", async () => {
    const product = await addProduct(rival.token, 'Rival Rug');
    const orderId = await placeOrder({
      buyerId: buyers[0]!.id,
      sellerId: rival.id,
      lines: [{ productId: product, name: 'Rival Rug', quantity: 1, price: 90_000 }],
    });
    for (const res of [
      await advance(orderId, 'order confirmed'),
      await advance(newId(), 'order confirmed'),
      await advance('not-an-order', 'order confirmed'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await advance(orderId, 'order confirmed', buyers[0]!.token)).statusCode).toBe(403);
    expect((await statusOf(orderId)).status).toBe('order placed');
    const theirs = (await get('/api/seller/orders', seller.token)).json().orders as { orderId: string }[];
    expect(theirs.map((o) => o.orderId)).not.toContain(orderId);
  });

  it('lets only one of two racing identical steps through', async () => {
    const product = await addProduct(seller.token, 'Race Kettle');
    const orderId = await placeOrder({
      buyerId: buyers[2]!.id,
      sellerId: seller.id,
      lines: [{ productId: product, name: 'Race Kettle', quantity: 1, price: 10_000 }],
    });
    const replies = await Promise.all([
      advance(orderId, 'order confirmed'),
      advance(orderId, 'order confirmed'),
    ]);
    // SQLite runs the two one after the other (the second is out of order: 400); PostgreSQL lets them race
    // and the conditional update turns the loser away (409).
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    expect((await statusOf(orderId)).status).toBe('order confirmed');
  });
});

describe('GET /api/seller/orders, customers and dashboard', () => {
  let shop: { token: string; id: string };
  let products: Record<string, string>;
  const orderIds: string[] = [];

  beforeAll(async () => {
    shop = await signUpSeller(t.app, t.database.db, 'figures@example.com');
    products = {
      tea: await addProduct(shop.token, 'Assam Tea'),
      cup: await addProduct(shop.token, 'Steel Cup'),
      pot: await addProduct(shop.token, 'Tea Pot'),
    };
    const [meera, kabir, lone] = buyers as [(typeof buyers)[0], (typeof buyers)[0], (typeof buyers)[0]];
    // Previous period (31–60 days ago): two orders by Meera, ₹1,000 of goods each.
    for (const days of [40, 50]) {
      orderIds.push(
        await placeOrder({
          buyerId: meera.id,
          sellerId: shop.id,
          lines: [{ productId: products.cup!, name: 'Steel Cup', quantity: 2, price: 50_000 }],
          createdAt: daysAgo(days),
          status: 'delivered',
        }),
      );
    }
    // Last 30 days: ten orders by Kabir and Meera, one cancelled order by Lone.
    for (let i = 0; i < 10; i++) {
      orderIds.push(
        await placeOrder({
          buyerId: i % 2 === 0 ? kabir.id : meera.id,
          sellerId: shop.id,
          lines: [
            { productId: products.tea!, name: 'Assam Tea', quantity: 3, price: 20_000 },
            ...(i < 3 ? [{ productId: products.pot!, name: 'Tea Pot', quantity: 1, price: 100_000 }] : []),
          ],
          createdAt: daysAgo(10 - i),
        }),
      );
    }
    orderIds.push(
      await placeOrder({
        buyerId: lone.id,
        sellerId: shop.id,
        lines: [{ productId: products.pot!, name: 'Tea Pot', quantity: 9, price: 100_000 }],
        createdAt: daysAgo(0.5),
        status: 'cancelled',
      }),
    );
    const reviewer = buyers[1]!;
    for (const [index, productId] of [products.tea!, products.cup!].entries()) {
      await t.database.db
        .insertInto('reviews')
        .values({
          id: newId(),
          productId,
          userId: reviewer.id,
          userName: 'Kabir Sen',
          rating: 4 + index,
          title: index === 0 ? 'Strong and fresh' : 'Sturdy cup',
          message: 'Good.',
          createdAt: daysAgo(2 - index),
        })
        .execute();
    }
  });

  it('lists the orders newest first in pages of 10, by status, with buyer, items and address', async () => {
    const first = (await get('/api/seller/orders', shop.token)).json();
    expect(first).toMatchObject({ total: 13, page: 1, totalPages: 2 });
    expect(first.orders).toHaveLength(10);
    expect(first.orders[0]).toMatchObject({
      orderId: orderIds[12],
      orderStatus: 'cancelled',
      nextStatus: null,
      customer: { name: 'Lone Buyer', email: 'lone@example.com' },
      items: [{ productId: products.pot, productName: 'Tea Pot', quantity: 9, price: 1000 }],
      shippingAddress: { city: 'kolkata', pinCode: '700016' },
    });
    expect(first.orders[1]).toMatchObject({ orderId: orderIds[11], nextStatus: 'order confirmed' });
    const second = (await get('/api/seller/orders?page=2', shop.token)).json();
    expect(second.orders.map((o: { orderId: string }) => o.orderId)).toEqual([
      orderIds[2],
      orderIds[0],
      orderIds[1],
    ]);
    const delivered = (await get('/api/seller/orders?status=delivered', shop.token)).json();
    expect(delivered.total).toBe(2);
    expect((await get('/api/seller/orders?status=teleported', shop.token)).statusCode).toBe(400);
    expect((await get('/api/seller/orders', buyers[0]!.token)).statusCode).toBe(403);
  });

  it('lists the buyers with their order count and what they paid, cancelled orders aside', async () => {
    const res = await get('/api/seller/customers', shop.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().customers).toEqual([
      { id: buyers[0]!.id, name: 'Meera Das', email: 'meera@example.com', orderCount: 7, totalSpent: 6000 },
      { id: buyers[1]!.id, name: 'Kabir Sen', email: 'kabir@example.com', orderCount: 5, totalSpent: 5000 },
      { id: buyers[2]!.id, name: 'Lone Buyer', email: 'lone@example.com', orderCount: 1, totalSpent: 0 },
    ]);
    expect((await get('/api/seller/customers', buyers[0]!.token)).statusCode).toBe(403);
  });

  it('builds the dashboard from the real orders, products and reviews', async () => {
    const res = await get('/api/seller/seller-dashboard', shop.token);
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    // Goods of orders not cancelled: 2 × ₹1,000 before, 10 × ₹600 tea and 3 × ₹1,000 pots now.
    expect(dashboard).toMatchObject({
      totalSales: [{ total: 11000 }],
      totalOrder: 13,
      totalCustomer: 3,
      totalProducts: 3,
    });
    expect(dashboard.recentOrders).toHaveLength(5);
    expect(dashboard.recentOrders[0]).toEqual({
      orderId: orderIds[12],
      customerId: { name: 'Lone Buyer', email: 'lone@example.com' },
      grandTotal: 9000,
      totalAmount: 9000,
      orderStatus: 'cancelled',
    });
    expect(
      dashboard.topProducts.map((p: { name: string; unitsSold: number }) => [p.name, p.unitsSold]),
    ).toEqual([
      ['Assam Tea', 30],
      ['Steel Cup', 4],
      ['Tea Pot', 3],
    ]);
    expect(dashboard.recentReviews.map((r: { title: string }) => r.title)).toEqual([
      'Sturdy cup',
      'Strong and fresh',
    ]);
    expect(dashboard.comparison).toEqual({
      totalSales: { current: 9000, previous: 2000, changePercent: 350 },
      totalOrder: { current: 11, previous: 2, changePercent: 450 },
      totalCustomer: { current: 3, previous: 1, changePercent: 200 },
      totalProducts: { current: 3, previous: 0, changePercent: null },
    });
    expect(dashboard.salesByDay).toHaveLength(30);
    expect(dashboard.salesByDay.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const charted = dashboard.salesByDay.reduce((sum: number, day: { total: number }) => sum + day.total, 0);
    expect(charted).toBe(9000);
  });

  it('answers zeros for a seller without orders, totalSales still an array of one', async () => {
    const empty = await signUpSeller(t.app, t.database.db, 'empty-shop@example.com');
    const dashboard = (await get('/api/seller/seller-dashboard', empty.token)).json();
    expect(dashboard).toMatchObject({
      totalSales: [{ total: 0 }],
      totalOrder: 0,
      totalProducts: 0,
      totalCustomer: 0,
      recentOrders: [],
      topProducts: [],
      recentReviews: [],
    });
    expect((await get('/api/seller/seller-dashboard', buyers[0]!.token)).statusCode).toBe(403);
  });
});
