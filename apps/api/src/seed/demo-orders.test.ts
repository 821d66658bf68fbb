// What someone trying the demo sees of the seeded order history: the demo seller's back office shows orders,
// sales and customers from the seeded shoppers; the guest buyer's order list stays empty; a restart adds none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_ORDER_STATUS, demoAccounts, nextOrderStatus, orderStatuses } from '@bazaar/domain';
import { post } from '../test-support/auth-helpers.js';
import { pdfText } from '../test-support/pdf-text.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createDiskMediaStorage } from '../platform/media-storage.js';
import { reviewers } from './people.js';
import { seedDemo } from './seed-demo.js';

let t: TestApp;
let mediaDir: string;
let sellerToken: string;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function signIn(account: { email: string; password: string }): Promise<string> {
  const res = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
  expect(res.statusCode).toBe(200);
  return res.json().AuthToken as string;
}

const seed = () =>
  seedDemo({ db: t.database.db, media: createDiskMediaStorage(mediaDir), pictures: 'later' });

async function orderCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-media-'));
  const seeded = await seed();
  expect(seeded.created).toBe(true);
  sellerToken = await signIn(demoAccounts.seller);
});

afterAll(async () => {
  await t?.close();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('the demo seller after a fresh seed', () => {
  it('sees sales, orders and customers on the dashboard, and a month of sales in the chart', async () => {
    const res = await get('/api/seller/seller-dashboard', sellerToken);
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    expect(dashboard.totalOrder).toBeGreaterThanOrEqual(30);
    expect(dashboard.totalSales[0].total).toBeGreaterThan(10_000);
    expect(dashboard.totalCustomer).toBeGreaterThanOrEqual(8);
    expect(dashboard.recentOrders).toHaveLength(5);
    expect(dashboard.recentOrders[0].orderStatus).toBe('order placed');
    expect(dashboard.topProducts.length).toBeGreaterThan(0);
    expect(dashboard.topProducts[0].unitsSold).toBeGreaterThan(1);
    const daysWithSales = dashboard.salesByDay.filter((day: { total: number }) => day.total > 0);
    expect(daysWithSales.length).toBeGreaterThanOrEqual(10);
    // More orders in the last 30 days than in the 30 before: the figures say "from last month" with a change.
    expect(dashboard.comparison.totalOrder.previous).toBeGreaterThan(0);
    expect(dashboard.comparison.totalOrder.current).toBeGreaterThan(dashboard.comparison.totalOrder.previous);
  });

  it('lists the orders newest first, some in every status, each priced at its products and offering the next step', async () => {
    const res = await get('/api/seller/orders?page=1', sellerToken);
    expect(res.statusCode).toBe(200);
    const { orders, total, totalPages } = res.json();
    expect(total).toBeGreaterThanOrEqual(30);
    expect(totalPages).toBe(Math.ceil(total / 10));
    const dates = orders.map((order: { orderDate: string }) => order.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const status of [...orderStatuses, CANCELLED_ORDER_STATUS]) {
      const page = (await get(`/api/seller/orders?status=${encodeURIComponent(status)}`, sellerToken)).json();
      expect(page.total, status).toBeGreaterThan(0);
      const order = page.orders[0];
      expect(order.nextStatus).toBe(status === CANCELLED_ORDER_STATUS ? null : nextOrderStatus(status));
      expect(order.deliveryDate !== undefined, status).toBe(status === 'delivered');
      const goods = order.items.reduce(
        (sum: number, item: { price: number; quantity: number }) => sum + item.price * item.quantity,
        0,
      );
      expect(order.totalAmount).toBeCloseTo(goods, 2);
      const product = (await get(`/api/product/${order.items[0].productId}`)).json().product;
      // issue 20: a line of a size is priced at that variant
      const variant = product.variants.find((v: { id: string }) => v.id === order.items[0].variantId);
      expect(order.items[0].price).toBe((variant ?? product).sellingPrice);
      expect(order.items[0].productImage).toBe(product.image[0]);
    }
  });

  it('shows the size (and colour) bought of clothing and shoes with its SKU, as a real checkout would (issue 20)', async () => {
    const lines = await t.database.db
      .selectFrom('orderLines')
      .innerJoin('orders', 'orders.id', 'orderLines.orderId')
      .innerJoin('productVariants', 'productVariants.id', 'orderLines.variantId')
      .select([
        'orders.id as orderId',
        'orders.sellerId',
        'orderLines.productId',
        'orderLines.sku',
        'orderLines.sellingPrice',
        'productVariants.productId as variantOf',
        'productVariants.sku as variantSku',
        'productVariants.sellingPrice as variantPrice',
      ])
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.variantOf).toBe(line.productId);
      expect(line.sku).toBe(line.variantSku);
      expect(line.sellingPrice).toBe(line.variantPrice);
    }
    // Every line of a product sold in sizes names one of them.
    const unnamed = await t.database.db
      .selectFrom('orderLines')
      .innerJoin('products', 'products.id', 'orderLines.productId')
      .where('products.variantCount', '>', 0)
      .where('orderLines.variantId', 'is', null)
      .select('orderLines.id')
      .execute();
    expect(unnamed).toEqual([]);

    // The seller's order and its packing slip say which size to pack.
    const demoSellerId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccounts.seller.email)
        .executeTakeFirstOrThrow()
    ).id;
    const line = lines.find((l) => l.sellerId === demoSellerId);
    expect(line).toBeDefined();
    const slip = await get(`/api/seller/order/${line?.orderId ?? ''}/packing-slip`, sellerToken);
    expect(slip.statusCode).toBe(200);
    const text = pdfText(slip.rawPayload).join('\n');
    expect(text).toContain(`SKU ${line?.sku ?? ''}`);
    expect(text).toMatch(/Size: \S/);
  });

  it('names the seeded shoppers as customers, never the guest buyer, whose order list stays empty', async () => {
    const res = await get('/api/seller/customers', sellerToken);
    expect(res.statusCode).toBe(200);
    const { customers } = res.json();
    expect(customers.length).toBeGreaterThanOrEqual(8);
    const shoppers = reviewers.map((reviewer) => reviewer.email);
    for (const customer of customers) expect(shoppers).toContain(customer.email);
    expect(customers[0].totalSpent).toBeGreaterThanOrEqual(customers.at(-1).totalSpent);

    const guestToken = await signIn(demoAccounts.guest);
    const guestOrders = await post(t.app, '/api/order/get-all-order', undefined, guestToken);
    expect(guestOrders.statusCode).toBe(200);
    expect(guestOrders.json().ordersArr).toEqual([]);
  });

  it('ranks the best sellers by the units the seeded orders took, and marks reviews of received products verified', async () => {
    const bestSellers = (await get('/api/product/best-sellers')).json().products as { id: string }[];
    expect(bestSellers).toHaveLength(10);
    const top = (await get('/api/seller/seller-dashboard', sellerToken)).json().topProducts[0];
    const units = await t.database.db
      .selectFrom('orderLines')
      .innerJoin('orders', 'orders.id', 'orderLines.orderId')
      .where('orders.status', '<>', CANCELLED_ORDER_STATUS)
      .where('orderLines.productId', '=', bestSellers[0]?.id ?? '')
      .select((eb) => eb.fn.sum<number>('orderLines.quantity').as('units'))
      .executeTakeFirstOrThrow();
    expect(Number(units.units)).toBeGreaterThanOrEqual(top.unitsSold);

    const received = await t.database.db
      .selectFrom('reviews')
      .innerJoin('orderLines', 'orderLines.productId', 'reviews.productId')
      .innerJoin('orders', (join) =>
        join.onRef('orders.id', '=', 'orderLines.orderId').onRef('orders.buyerId', '=', 'reviews.userId'),
      )
      .where('orders.status', '=', 'delivered')
      .select(['reviews.productId', 'reviews.userName', 'reviews.createdAt', 'orders.deliveryDate'])
      .execute();
    expect(received.length).toBeGreaterThan(0);
    // A verified review was written after the product arrived.
    for (const row of received) expect(row.createdAt > (row.deliveryDate ?? '')).toBe(true);
    const first = received[0];
    const page = (await get(`/api/product/${first?.productId ?? ''}`)).json().product;
    const review = page.review.find((r: { userName: string }) => r.userName === first?.userName);
    expect(review.verifiedPurchase).toBe(true);
  });

  it('records each checkout paid as checkout and cancel-order would: card and UPI paid or refunded, cash due', async () => {
    const db = t.database.db;
    const payments = await db.selectFrom('payments').selectAll().execute();
    const orders = await db.selectFrom('orders').select(['checkoutId', 'status', 'grandTotal']).execute();
    expect(new Set(payments.map((payment) => payment.methodName))).toEqual(
      new Set(['debitcard', 'upi', 'cod']),
    );
    for (const payment of payments) {
      const ofCheckout = orders.filter((order) => order.checkoutId === payment.checkoutId);
      const standing = ofCheckout.filter((order) => order.status !== CANCELLED_ORDER_STATUS);
      const sum = (list: typeof orders) => list.reduce((total, order) => total + order.grandTotal, 0);
      if (payment.methodName === 'cod') {
        expect(payment).toMatchObject({ status: 'pending', maskedDetail: null, amount: sum(standing) });
      } else {
        expect(payment.status).toBe(standing.length === 0 ? 'refunded' : 'paid');
        expect(payment.amount).toBe(sum(ofCheckout));
        if (payment.methodName === 'debitcard') expect(payment.maskedDetail).toMatch(/^\d{4}$/);
        else expect(payment.maskedDetail).toBeNull();
      }
    }
  });

  it('adds no order when seeded again', async () => {
    const before = await orderCount();
    expect(before).toBeGreaterThanOrEqual(30);
    const again = await seed();
    expect(again).toMatchObject({ created: false, orders: 0 });
    expect(await orderCount()).toBe(before);
  });
});
