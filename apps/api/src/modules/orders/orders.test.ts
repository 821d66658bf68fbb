import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClock } from '../../test-support/clock.js';
import { post } from '../../test-support/auth-helpers.js';
import { cardPayment, codPayment, submitOrder, upiPayment } from '../../test-support/checkout-helpers.js';
import { createAccount, createProduct, stockOf, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, deliveredMails, type TestApp } from '../../test-support/test-app.js';
import { mostOrderedProductIds } from './orders.service.js';

let t: TestApp;
let seller: Account;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, t.database.db, { name: 'Chennai Crafts', userType: 'seller' });
});
afterAll(async () => t.close());

const db = () => t.database.db;

async function placeOrder(buyer: Account, name: string, sellingPrice: number, quantity = 1, stock = 10) {
  const productId = await createProduct(db(), seller.id, {
    name,
    sellingPrice,
    stock,
    mrpPrice: sellingPrice + 10_000,
  });
  const res = await submitOrder(t.app, buyer.token, {
    lines: [{ id: productId, quantity }],
    payment: cardPayment(),
  });
  expect(res.statusCode).toBe(201);
  return { productId, orderId: res.json().orderIds[0] as string };
}

describe('POST /api/order/get-all-order', () => {
  it('answers an empty list before the first order', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'New' });
    const res = await post(t.app, '/api/order/get-all-order', { userId: 'x' }, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ordersArr: [] });
  });

  it('lists only the buyer’s orders, newest first, totalAmount being what was paid', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Lists' });
    const other = await createAccount(t.app, db(), { name: 'Other' });
    const [first, second] = await withClock(async (later) => {
      const placed = await placeOrder(buyer, 'Wooden Toy', 50_000);
      later(60_000);
      return [placed, await placeOrder(buyer, 'Clay Horse', 120_000, 2)] as const;
    });
    await placeOrder(other, 'Not Mine', 10_000);
    const res = await post(t.app, '/api/order/get-all-order', undefined, buyer.token);
    const { ordersArr } = res.json();
    expect(ordersArr.map((o: { orderId: string }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    const today = new Date();
    expect(ordersArr[1]).toEqual({
      orderId: first.orderId,
      id: first.orderId,
      orderDate: { day: expect.any(Number), month: expect.any(Number), year: today.getFullYear() },
      totalAmount: 550, // ₹500 + 10% shipping
      orderStatus: 'order placed',
      isInvoiceUploaded: false,
      orderItems: [
        {
          productId: first.productId,
          productImage: `/media/${first.productId}.webp`,
          productName: 'Wooden Toy',
          productDescription: 'Wooden Toy, as described by its seller',
          price: 500,
          quantity: 1,
        },
      ],
    });
    expect(ordersArr[0].totalAmount).toBe(2400);
  });
});

describe('POST /api/order/get-order-details-by-id', () => {
  it('answers the order with totals that add up and the card’s last four digits only', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Details' });
    const { orderId, productId } = await placeOrder(buyer, 'Silver Ring', 30_000, 2);
    const res = await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer.token);
    expect(res.statusCode).toBe(200);
    const detail = res.json().filteredOrderDetails;
    expect(detail).toMatchObject({
      orderId,
      orderStatus: 'order placed',
      orderItems: [{ productId, productName: 'Silver Ring', price: 300, quantity: 2 }],
      customerDetail: {
        customerName: 'Details',
        customerEmail: buyer.email,
        customerPhoneNumber: '9876543210',
      },
      shippingAddress: { addressLine1: '12 mg road', city: 'bengaluru', pinCode: '560001' },
      paymentMethod: 'debitcard',
      paymentStatus: 'paid',
      cardLast4: '1486',
      totalMrpPrice: 800,
      totalDiscount: 200,
      shippingCharge: 60,
      grandTotal: 660,
    });
    expect(detail.totalMrpPrice - detail.totalDiscount + detail.shippingCharge).toBe(detail.grandTotal);
  });

  it('answers 404 for another buyer’s order and for an unknown id', async () => {
    const owner = await createAccount(t.app, db(), { name: 'Owner' });
    const stranger = await createAccount(t.app, db(), { name: 'Stranger' });
    const { orderId } = await placeOrder(owner, 'Private Thing', 10_000);
    for (const [id, token] of [
      [orderId, stranger.token],
      ['nosuchorder00000', owner.token],
    ] as const) {
      const res = await post(t.app, '/api/order/get-order-details-by-id', { orderId: id }, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
  });
});

describe('POST /api/order/cancel-order', () => {
  it('cancels before shipping: stock back, status cancelled, an e-mail; twice is 409', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Canceller' });
    const { orderId, productId } = await placeOrder(buyer, 'Paper Kite', 20_000, 3, 5);
    expect(await stockOf(db(), productId)).toBe(2);
    const res = await post(t.app, '/api/order/cancel-order', { orderId }, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Order cancelled', order: { orderId, orderStatus: 'cancelled' } });
    expect(await stockOf(db(), productId)).toBe(5);
    const detail = await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer.token);
    expect(detail.json().filteredOrderDetails.orderStatus).toBe('cancelled');
    const mail = (await deliveredMails(t.app)).filter((m) => m.to === buyer.email).at(-1);
    expect(mail?.subject).toBe(`Your Bazaar order ${orderId.toUpperCase()} is cancelled`);
    expect(mail?.text).toContain('3 × Paper Kite');
    const again = await post(t.app, '/api/order/cancel-order', { orderId }, buyer.token);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(db(), productId)).toBe(5);
    expect(await mostOrderedProductIds(db(), 100)).not.toContain(productId);
  });

  it('refunds a card or UPI payment once every order of its checkout is cancelled', async () => {
    const otherSeller = await createAccount(t.app, db(), { name: 'Delhi Looms', userType: 'seller' });
    for (const payment of [cardPayment(), upiPayment]) {
      const buyer = await createAccount(t.app, db(), { name: 'Refunded' });
      const lamp = await createProduct(db(), seller.id, {
        name: 'Brass Lamp',
        sellingPrice: 60_000,
        stock: 4,
      });
      const rug = await createProduct(db(), otherSeller.id, {
        name: 'Cotton Rug',
        sellingPrice: 90_000,
        stock: 4,
      });
      const res = await submitOrder(t.app, buyer.token, {
        lines: [
          { id: lamp, quantity: 1 },
          { id: rug, quantity: 1 },
        ],
        payment,
      });
      const [first, second] = res.json().orderIds as string[];
      const detail = async (orderId: string | undefined) =>
        (await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer.token)).json()
          .filteredOrderDetails;
      const stored = () =>
        db()
          .selectFrom('payments')
          .innerJoin('orders', 'orders.checkoutId', 'payments.checkoutId')
          .select(['payments.status', 'payments.amount'])
          .where('orders.id', '=', first ?? '')
          .executeTakeFirstOrThrow();

      await post(t.app, '/api/order/cancel-order', { orderId: first }, buyer.token);
      expect((await detail(first)).paymentStatus).toBe('refunded');
      expect((await detail(second)).paymentStatus).toBe('paid');
      expect(await stored()).toEqual({ status: 'paid', amount: 150_000 });

      await post(t.app, '/api/order/cancel-order', { orderId: second }, buyer.token);
      expect((await detail(second)).paymentStatus).toBe('refunded');
      expect(await stored()).toEqual({ status: 'refunded', amount: 150_000 });
    }
  });

  it('no longer collects a cancelled order on delivery when paid in cash', async () => {
    const otherSeller = await createAccount(t.app, db(), { name: 'Goa Spices', userType: 'seller' });
    const buyer = await createAccount(t.app, db(), { name: 'Cash' });
    const tea = await createProduct(db(), seller.id, { name: 'Masala Tea', sellingPrice: 40_000, stock: 4 });
    const jar = await createProduct(db(), otherSeller.id, {
      name: 'Pickle Jar',
      sellingPrice: 80_000,
      stock: 4,
    });
    const res = await submitOrder(t.app, buyer.token, {
      lines: [
        { id: tea, quantity: 1 },
        { id: jar, quantity: 1 },
      ],
      payment: codPayment,
    });
    const [teaOrder, jarOrder] = res.json().orderIds as string[];
    const payment = () =>
      db()
        .selectFrom('payments')
        .innerJoin('orders', 'orders.checkoutId', 'payments.checkoutId')
        .select(['payments.status', 'payments.amount'])
        .where('orders.id', '=', teaOrder ?? '')
        .executeTakeFirstOrThrow();
    expect(await payment()).toEqual({ status: 'pending', amount: 120_000 });

    await post(t.app, '/api/order/cancel-order', { orderId: teaOrder }, buyer.token);
    const cancelled = await post(
      t.app,
      '/api/order/get-order-details-by-id',
      { orderId: teaOrder },
      buyer.token,
    );
    expect(cancelled.json().filteredOrderDetails.paymentStatus).toBe('cancelled');
    const standing = await post(
      t.app,
      '/api/order/get-order-details-by-id',
      { orderId: jarOrder },
      buyer.token,
    );
    expect(standing.json().filteredOrderDetails).toMatchObject({ paymentStatus: 'pending', grandTotal: 800 });
    // What the courier still collects: the pickle jar alone (free shipping, the cart being over ₹1,000).
    expect(await payment()).toEqual({ status: 'pending', amount: 80_000 });
  });

  it('answers 409 once the order has shipped and keeps the stock as it is', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Late' });
    const { orderId, productId } = await placeOrder(buyer, 'Drum', 40_000, 1, 2);
    await db().updateTable('orders').set({ status: 'shipped' }).where('id', '=', orderId).execute();
    const res = await post(t.app, '/api/order/cancel-order', { orderId }, buyer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has shipped and can no longer be cancelled');
    expect(await stockOf(db(), productId)).toBe(1);
  });

  it('answers 404 for another buyer’s order and changes nothing', async () => {
    const owner = await createAccount(t.app, db(), { name: 'Keeper' });
    const stranger = await createAccount(t.app, db(), { name: 'Meddler' });
    const { orderId, productId } = await placeOrder(owner, 'Flute', 15_000, 1, 3);
    const res = await post(t.app, '/api/order/cancel-order', { orderId }, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(await stockOf(db(), productId)).toBe(2);
    const detail = await post(t.app, '/api/order/get-order-details-by-id', { orderId }, owner.token);
    expect(detail.json().filteredOrderDetails.orderStatus).toBe('order placed');
  });
});
