// issue 20, part 2: what a packer sees in the seller's orders, shipping with a carrier and tracking number,
// several orders moved at once, the seller's cancel, and the packing slip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { cardPayment, codPayment, submitOrder } from '../../test-support/checkout-helpers.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { signUpSeller } from '../../test-support/seller-fixtures.js';
import { createAccount, createProduct, stockOf, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, deliveredMails, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };
let rival: { token: string; id: string };
let buyer: Account;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, db(), 'packer@example.com');
  rival = await signUpSeller(t.app, db(), 'rival-packer@example.com');
  buyer = await createAccount(t.app, db(), { name: 'Meera Das' });
});
afterAll(async () => t.close());

/** A real checkout of one line from the seller (stock taken, payment recorded); answers the order and product. */
async function order(
  input: { name?: string; price?: number; quantity?: number; payment?: unknown; owner?: string } = {},
) {
  const productId = await createProduct(db(), input.owner ?? seller.id, {
    name: input.name ?? 'Brass Lamp',
    sellingPrice: input.price ?? 150_000,
    stock: 20,
  });
  const res = await submitOrder(t.app, buyer.token, {
    lines: [{ id: productId, quantity: input.quantity ?? 2 }],
    payment: input.payment ?? codPayment,
  });
  expect(res.statusCode).toBe(201);
  return { productId, orderId: res.json().orderIds[0] as string };
}

const get = (url: string, token = seller.token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const changeStatus = (body: Record<string, unknown>, token = seller.token) =>
  post(t.app, '/api/seller/order-status', body, token);
const sellerCancel = (body: Record<string, unknown>, token = seller.token) =>
  post(t.app, '/api/seller/cancel-order', body, token);
const stored = (orderId: string) =>
  db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
async function listed(orderId: string) {
  const orders = (await get('/api/seller/orders')).json().orders as { orderId: string }[];
  return orders.find((each) => each.orderId === orderId) as Record<string, unknown> | undefined;
}
async function moveTo(orderId: string, ...statuses: string[]) {
  for (const orderStatus of statuses) {
    const shipment =
      orderStatus === 'shipped' ? { carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' } : {};
    expect((await changeStatus({ orderId, orderStatus, ...shipment })).statusCode).toBe(200);
  }
}

describe("the seller's orders", () => {
  it('show the payment method, the cash to collect on delivery, the buyer’s name and phone, and the address', async () => {
    const cod = await order({ name: 'Clay Pot', price: 40_000, quantity: 3 });
    const card = await order({ name: 'Jute Bag', price: 120_000, quantity: 1, payment: cardPayment() });

    const codOrder = await listed(cod.orderId);
    // ₹1,200 of goods, free shipping from ₹1,000: the courier collects ₹1,200.
    expect(codOrder).toMatchObject({
      paymentMethod: 'cod',
      cashToCollect: 1200,
      grandTotal: 1200,
      customer: { name: 'Meera Das', email: buyer.email, phoneNumber: '9876543210' },
      shippingAddress: { addressLine1: '12 mg road', city: 'bengaluru', pinCode: '560001' },
      items: [{ productName: 'Clay Pot', quantity: 3 }],
      cancellable: true,
    });
    expect(await listed(card.orderId)).toMatchObject({ paymentMethod: 'debitcard', cashToCollect: 0 });
  });

  it('collect nothing more once a cash-on-delivery order is delivered (the courier took the cash)', async () => {
    const { orderId } = await order({ name: 'Brass Bell', price: 50_000, quantity: 1 });
    for (const orderStatus of ['order confirmed', 'processing', 'shipped', 'out for delivery']) {
      const shipment =
        orderStatus === 'shipped' ? { carrier: 'Delhivery', trackingNumber: 'DL1234567890' } : {};
      expect((await changeStatus({ orderId, orderStatus, ...shipment })).statusCode).toBe(200);
    }
    // ₹500 of goods and ₹50 of shipping (10 % below ₹1,000)
    expect(await listed(orderId)).toMatchObject({ orderStatus: 'out for delivery', cashToCollect: 550 });
    expect((await changeStatus({ orderId, orderStatus: 'delivered' })).statusCode).toBe(200);
    expect(await listed(orderId)).toMatchObject({
      orderStatus: 'delivered',
      cashToCollect: 0,
      paymentMethod: 'cod',
    });
  });
});

describe('POST /api/seller/order-status: shipping', () => {
  it('needs a carrier and a tracking number to mark an order shipped, naming the missing field', async () => {
    const { orderId } = await order();
    await moveTo(orderId, 'order confirmed', 'processing');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'carrier', 'Carrier is required to mark an order shipped'],
      [{ carrier: 'Delhivery' }, 'trackingNumber', 'Tracking Number is required to mark an order shipped'],
      [
        { carrier: '  ', trackingNumber: 'DL1234' },
        'carrier',
        'Carrier is required to mark an order shipped',
      ],
      [
        { carrier: 'Delhivery', trackingNumber: 'no/slash' },
        'trackingNumber',
        'Tracking Number must be 4 to 40 letters, digits or hyphens',
      ],
    ];
    for (const [shipment, field, message] of cases) {
      const res = await changeStatus({ orderId, orderStatus: 'shipped', ...shipment });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    expect((await stored(orderId)).status).toBe('processing');
  });

  it('records the carrier and tracking number, shows them to the buyer and e-mails them', async () => {
    const { orderId } = await order();
    await moveTo(orderId, 'order confirmed', 'processing');
    const res = await changeStatus({
      orderId,
      orderStatus: 'shipped',
      carrier: ' Blue Dart ',
      trackingNumber: 'bd 1234 5678 9in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toEqual({
      orderId,
      orderStatus: 'shipped',
      carrier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
    });
    expect(await listed(orderId)).toMatchObject({
      orderStatus: 'shipped',
      carrier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
      cancellable: false,
    });
    const detail = await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer.token);
    expect(detail.json().filteredOrderDetails).toMatchObject({
      orderStatus: 'shipped',
      carrier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
    });
    const mail = (await deliveredMails(t.app)).findLast((m) => m.subject.includes('is now shipped'));
    expect(mail?.text).toContain('It is on its way with Blue Dart; the tracking number is BD123456789IN.');
  });

  it('refuses a carrier or tracking number with any other step', async () => {
    const { orderId } = await order();
    const res = await changeStatus({ orderId, orderStatus: 'order confirmed', trackingNumber: 'AB1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Carrier and Tracking Number are given only when marking an order shipped',
      field: 'trackingNumber',
    });
    expect((await stored(orderId)).status).toBe('order placed');
  });
});

describe('POST /api/seller/order-status with orderIds', () => {
  it('moves each order that may move and says why the others did not', async () => {
    const first = await order();
    const second = await order();
    const ahead = await order();
    await moveTo(ahead.orderId, 'order confirmed');
    const theirs = await order({ owner: rival.id, name: 'Rival Rug' });
    const cancelled = await order();
    expect((await sellerCancel({ orderId: cancelled.orderId, reason: 'Damaged in store' })).statusCode).toBe(
      200,
    );

    const res = await changeStatus({
      orderIds: [
        first.orderId,
        ahead.orderId,
        second.orderId.toUpperCase(),
        theirs.orderId,
        cancelled.orderId,
      ],
      orderStatus: 'order confirmed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '2 of 5 orders moved to order confirmed',
      moved: [
        { orderId: first.orderId, orderStatus: 'order confirmed' },
        { orderId: second.orderId, orderStatus: 'order confirmed' },
      ],
      notMoved: [
        { orderId: ahead.orderId, message: 'This order is order confirmed; it can only move to processing.' },
        { orderId: theirs.orderId, message: 'Order not found' },
        { orderId: cancelled.orderId, message: 'This order was cancelled; its status can no longer change.' },
      ],
    });
    expect((await stored(first.orderId)).status).toBe('order confirmed');
    expect((await stored(second.orderId)).status).toBe('order confirmed');
    expect((await stored(ahead.orderId)).status).toBe('order confirmed');
    expect((await stored(theirs.orderId)).status).toBe('order placed');
  });

  it('refuses shipping several at once, an order named twice, too many, and both orderId and orderIds', async () => {
    const { orderId } = await order();
    const many = Array.from({ length: 51 }, (_, index) => `order${index}`);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { orderIds: [orderId], orderStatus: 'shipped', carrier: 'DTDC', trackingNumber: 'D1234' },
        'orderIds',
        'Orders are marked shipped one at a time, each with its own tracking number',
      ],
      [
        { orderIds: [orderId, orderId.toUpperCase()], orderStatus: 'order confirmed' },
        'orderIds',
        'Each order may be named only once in orderIds',
      ],
      [
        { orderIds: many, orderStatus: 'order confirmed' },
        'orderIds',
        'At most 50 orders can be moved at once',
      ],
      [
        { orderId, orderIds: [orderId], orderStatus: 'order confirmed' },
        'orderId',
        'Send either orderId or orderIds',
      ],
      [{ orderStatus: 'order confirmed' }, 'orderId', 'Send either orderId or orderIds'],
    ];
    for (const [body, field, message] of cases) {
      const res = await changeStatus(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    expect((await stored(orderId)).status).toBe('order placed');
  });
});

describe('POST /api/seller/cancel-order', () => {
  it('cancels an order not shipped: stock back, card refunded, the buyer e-mailed with the reason', async () => {
    const { orderId, productId } = await order({ name: 'Steel Cup', quantity: 3, payment: cardPayment() });
    expect(await stockOf(db(), productId)).toBe(17);
    await moveTo(orderId, 'order confirmed');

    const res = await sellerCancel({
      orderId: orderId.toUpperCase(),
      reason: '  Out of stock in our store  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Order cancelled; the buyer has been e-mailed',
      order: { orderId, orderStatus: 'cancelled' },
    });
    expect(await stockOf(db(), productId)).toBe(20);
    expect(await listed(orderId)).toMatchObject({
      orderStatus: 'cancelled',
      cancelledBy: 'seller',
      cancelReason: 'Out of stock in our store',
      nextStatus: null,
      cancellable: false,
    });
    const detail = await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer.token);
    expect(detail.json().filteredOrderDetails).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
    });
    const mail = (await deliveredMails(t.app)).findLast((m) => m.to === buyer.email);
    expect(mail?.subject).toBe(`Your Bazaar order ${orderId.toUpperCase()} is cancelled by the seller`);
    expect(mail?.text).toContain("The seller's reason: Out of stock in our store");
    expect(mail?.text).toContain('3 × Steel Cup');
  });

  it('no longer collects cash for a cancelled cash-on-delivery order', async () => {
    const { orderId } = await order({ price: 60_000, quantity: 2 });
    expect(await listed(orderId)).toMatchObject({ cashToCollect: 1200 });
    expect((await sellerCancel({ orderId, reason: 'Address outside our delivery area' })).statusCode).toBe(
      200,
    );
    expect(await listed(orderId)).toMatchObject({ cashToCollect: 0, orderStatus: 'cancelled' });
    const payment = await db()
      .selectFrom('payments')
      .innerJoin('orders', 'orders.checkoutId', 'payments.checkoutId')
      .select(['payments.amount'])
      .where('orders.id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount)).toBe(0);
  });

  it('answers 409 once shipped or cancelled, 404 for another seller’s order, 400 without a reason: nothing changes', async () => {
    const shipped = await order();
    await moveTo(shipped.orderId, 'order confirmed', 'processing', 'shipped');
    const res = await sellerCancel({ orderId: shipped.orderId, reason: 'Changed my mind' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has shipped and can no longer be cancelled');
    expect(await stockOf(db(), shipped.productId)).toBe(18);

    const once = await order();
    expect((await sellerCancel({ orderId: once.orderId, reason: 'Damaged' })).statusCode).toBe(200);
    const again = await sellerCancel({ orderId: once.orderId, reason: 'Damaged' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled');
    expect(await stockOf(db(), once.productId)).toBe(20);

    const theirs = await order({ owner: rival.id, name: 'Rival Rug' });
    const notMine = await sellerCancel({ orderId: theirs.orderId, reason: 'Mine now' });
    expect(notMine.statusCode).toBe(404);
    expect((await stored(theirs.orderId)).status).toBe('order placed');
    expect((await sellerCancel({ orderId: theirs.orderId, reason: 'x' }, buyer.token)).statusCode).toBe(403);

    const blank = await sellerCancel({ orderId: theirs.orderId, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Reason is required', field: 'reason' });
  });
});

describe('GET /api/seller/order/{orderId}/packing-slip', () => {
  it('is a PDF with the order number, ship-to, the lines and the cash to collect', async () => {
    const { orderId } = await order({ name: 'Copper Bottle', price: 45_050, quantity: 3 });
    const res = await get(`/api/seller/order/${orderId.toUpperCase()}/packing-slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order ${orderId.toUpperCase()}`);
    expect(text).toContain('Meera Das');
    expect(text).toContain('12 mg road');
    expect(text).toContain('bengaluru, karnataka');
    expect(text).toContain('Phone: 9876543210');
    expect(text).toContain('Copper Bottle');
    expect(text).toContain('3 units in this parcel');
    // 3 × ₹450.50 = ₹1,351.50, free shipping: collected at the door.
    expect(text).toContain('CASH ON DELIVERY: collect ₹1,351.50');
    expect(text).toContain('Rao Traders');
  });

  it('says a prepaid order collects nothing, and shows the tracking once shipped', async () => {
    const { orderId } = await order({ payment: cardPayment() });
    await moveTo(orderId, 'order confirmed', 'processing', 'shipped');
    const text = pdfText((await get(`/api/seller/order/${orderId}/packing-slip`)).rawPayload).join('\n');
    expect(text).toContain('Prepaid: nothing to collect');
    expect(text).not.toContain('CASH ON DELIVERY');
    expect(text).toContain('Shipped with Blue Dart, tracking BD123456789IN');
  });

  it('is only for the order’s seller: 404 for another seller or an unknown order, 403 for a shopper', async () => {
    const { orderId } = await order();
    const other = await get(`/api/seller/order/${orderId}/packing-slip`, rival.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found');
    expect((await get('/api/seller/order/nope/packing-slip')).statusCode).toBe(404);
    expect((await get(`/api/seller/order/${orderId}/packing-slip`, buyer.token)).statusCode).toBe(403);
  });
});
