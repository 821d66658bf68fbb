import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import {
  address,
  CARD_NUMBER,
  cardPayment,
  codPayment,
  CVV,
  orderBody,
  submitOrder,
  upiPayment,
} from '../../test-support/checkout-helpers.js';
import {
  checkoutRowCounts,
  createAccount,
  createProduct,
  stockOf,
  type Account,
} from '../../test-support/shop-fixtures.js';
import { captureLog } from '../../test-support/log-capture.js';
import { createTestApp, deliveredMails, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const log = captureLog();
let sellerA: Account;
let sellerB: Account;

beforeAll(async () => {
  // The whole log, request bodies' neighbourhood included, is kept to prove no card data reaches it.
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: log.stream });
  sellerA = await createAccount(t.app, t.database.db, { name: 'Asha Handlooms', userType: 'seller' });
  sellerB = await createAccount(t.app, t.database.db, { name: 'Bharat Brass', userType: 'seller' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const buyer = (name = 'Buyer') => createAccount(t.app, db(), { name });
const product = (seller: Account, name: string, sellingPrice: number, stock: number, mrpPrice?: number) =>
  createProduct(db(), seller.id, { name, sellingPrice, stock, ...(mrpPrice ? { mrpPrice } : {}) });

const orderDetail = async (token: string, orderId: string) =>
  (await post(t.app, '/api/order/get-order-details-by-id', { orderId }, token)).json().filteredOrderDetails;

describe('POST /api/order/submit-order', () => {
  it('prices from the database (names, sellers and MRPs sent are never read), one order per seller, shipping shared to the paisa', async () => {
    const shawl = await product(sellerA, 'Cotton Shawl', 33_300, 10, 40_000);
    const lamp = await product(sellerB, 'Brass Lamp', 22_200, 10);
    const { token } = await buyer();
    const res = await submitOrder(t.app, token, {
      lines: [
        {
          id: shawl,
          quantity: 1,
          // issue 21: the price the shopper saw is checked (checkout.price-confirm.test.ts), the rest ignored
          sellingPrice: 333,
          mrpPrice: 1,
          name: 'Free shawl',
          sellerId: sellerB.id,
        },
        { _id: lamp, id: undefined, quantity: 2 } as never,
      ],
    });
    expect(res.statusCode).toBe(201);
    const { message, orderIds } = res.json();
    expect(message).toBe('Order placed successfully');
    expect(orderIds).toHaveLength(2);
    const details = await Promise.all(orderIds.map((id: string) => orderDetail(token, id)));
    const byName = (name: string) => details.find((d) => d.orderItems[0].productName === name);
    // cart ₹333 + 2 × ₹222 = ₹777 < ₹1000: shipping 10% = ₹77.70, shared 333 : 444
    expect(byName('Cotton Shawl')).toMatchObject({
      orderItems: [{ productId: shawl, price: 333, quantity: 1 }],
      totalMrpPrice: 400,
      totalDiscount: 67,
      shippingCharge: 33.3,
      grandTotal: 366.3,
    });
    expect(byName('Brass Lamp')).toMatchObject({
      orderItems: [{ productId: lamp, price: 222, quantity: 2 }],
      shippingCharge: 44.4,
      grandTotal: 488.4,
    });
    const paid = details.reduce((sum, d) => sum + Math.round(d.grandTotal * 100), 0);
    expect(paid).toBe(77_700 + 7_770);
    expect(await stockOf(db(), shawl)).toBe(9);
    expect(await stockOf(db(), lamp)).toBe(8);
  });

  it('charges no shipping from ₹1000', async () => {
    const tv = await product(sellerA, 'Radio', 100_000, 2);
    const { token } = await buyer();
    const res = await submitOrder(t.app, token, { lines: [{ id: tv, quantity: 1 }], payment: upiPayment });
    const detail = await orderDetail(token, res.json().orderIds[0]);
    expect(detail).toMatchObject({
      shippingCharge: 0,
      grandTotal: 1000,
      paymentMethod: 'upi',
      paymentStatus: 'paid',
    });
  });

  it('refuses bad quantities with 400 and writes nothing', async () => {
    const item = await product(sellerA, 'Mug', 10_000, 5);
    const { token } = await buyer();
    const before = await checkoutRowCounts(db());
    for (const quantity of [0, -1, 1.5, 'two', 1e9, null]) {
      const res = await submitOrder(t.app, token, { lines: [{ id: item, quantity: quantity as number }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('cartProduct.0.quantity');
    }
    expect((await submitOrder(t.app, token, { lines: [] })).statusCode).toBe(400);
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect(await stockOf(db(), item)).toBe(5);
  });

  it('answers 404 for an unknown, hidden or draft product and writes nothing', async () => {
    const fine = await product(sellerA, 'Pen', 5_000, 5);
    const hidden = await createProduct(db(), sellerA.id, {
      name: 'Hidden Pen',
      sellingPrice: 5_000,
      stock: 5,
      isHide: true,
    });
    const draft = await createProduct(db(), sellerA.id, {
      name: 'Draft Pen',
      sellingPrice: 5_000,
      stock: 5,
      isDraft: true,
    });
    const { token } = await buyer();
    const before = await checkoutRowCounts(db());
    for (const missing of ['nosuchproduct000', hidden, draft]) {
      const res = await submitOrder(t.app, token, {
        lines: [
          { id: fine, quantity: 1 },
          { id: missing, quantity: 1 },
        ],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect(await stockOf(db(), fine)).toBe(5);
  });

  it('writes nothing when one line of two is short: 409 naming that product', async () => {
    const plenty = await product(sellerA, 'Notebook', 5_000, 10);
    const scarce = await product(sellerB, 'Ink Bottle', 7_000, 1);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: plenty, quantity: 2 }, token);
    const before = await checkoutRowCounts(db());
    const res = await submitOrder(t.app, token, {
      lines: [
        { id: plenty, quantity: 2 },
        { id: scarce, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock for Ink Bottle');
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect(await stockOf(db(), plenty)).toBe(10);
    expect(await stockOf(db(), scarce)).toBe(1);
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, token);
    expect(cart.json().cartCount).toBe(1);
  });

  it('sells the last 5 units to exactly 5 of 30 buyers racing over real HTTP; the rest hear 409', async () => {
    const last = await product(sellerA, 'Festival Lantern', 49_900, 5);
    const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => buyer(`Racer ${i}`)));
    const address_ = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const results = await Promise.all(
      buyers.map(async ({ token }) => {
        const res = await fetch(`${address_}/api/order/submit-order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(orderBody({ lines: [{ id: last, quantity: 1 }] })),
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      }),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('Not enough stock for Festival Lantern');
    expect(await stockOf(db(), last)).toBe(0);
    const sold = await db()
      .selectFrom('orderLines')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('productId', '=', last)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(5);
  });

  it('answers a retry with the same Idempotency-Key with the orders already created', async () => {
    const item = await product(sellerA, 'Candle', 15_000, 10);
    const { token } = await buyer();
    const options = { lines: [{ id: item, quantity: 2 }], idempotencyKey: 'checkout-7f3a' };
    const first = await submitOrder(t.app, token, options);
    const second = await submitOrder(t.app, token, options);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().orderIds).toEqual(first.json().orderIds);
    expect(await stockOf(db(), item)).toBe(8);
    // twins racing with one key still make one set of orders
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        submitOrder(t.app, token, { lines: [{ id: item, quantity: 1 }], idempotencyKey: 'twin-key' }),
      ),
    );
    const sets = new Set(racing.map((res) => JSON.stringify(res.json().orderIds)));
    expect(racing.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(sets.size).toBe(1);
    expect(await stockOf(db(), item)).toBe(7);
  });

  it('treats the same timeStamp from the same buyer as a retry, and from another buyer as a new order', async () => {
    const item = await product(sellerB, 'Bell', 12_000, 10);
    const one = await buyer();
    const two = await buyer();
    const timeStamp = 1_763_000_000_000;
    const a = await submitOrder(t.app, one.token, { lines: [{ id: item, quantity: 1 }], timeStamp });
    const b = await submitOrder(t.app, one.token, {
      lines: [{ id: item, quantity: 1 }],
      timeStamp: String(timeStamp),
    });
    const c = await submitOrder(t.app, two.token, { lines: [{ id: item, quantity: 1 }], timeStamp });
    expect(b.json().orderIds).toEqual(a.json().orderIds);
    expect(c.json().orderIds).not.toEqual(a.json().orderIds);
    expect(await stockOf(db(), item)).toBe(8);
  });

  it('validates the address and the payment with the spec messages', async () => {
    const item = await product(sellerA, 'Spoon', 2_000, 10);
    const { token } = await buyer();
    const lines = [{ id: item, quantity: 1 }];
    const cases: [Record<string, unknown>, string][] = [
      [{ shippingAddress: { ...address, city: '' } }, 'City is required.'],
      [{ shippingAddress: { ...address, pinCode: '5600' } }, 'Pin Code must be 6 digits.'],
      [{ payment: { methodName: 'cheque' } }, 'Please select a payment method.'],
      [{ payment: cardPayment({ cardNumber: '4539578763621487' }) }, 'Card number is not valid.'],
      [{ payment: cardPayment({ cvv: '' }) }, 'CVV is required.'],
      [
        {
          payment: cardPayment({ expiryYear: new Date().getFullYear(), expiryMonth: new Date().getMonth() }),
        },
        'The card has expired.',
      ],
      [{ payment: { methodName: 'upi', methodDetail: { upiId: 'asha' } } }, 'UPI ID is not valid.'],
    ];
    const before = await checkoutRowCounts(db());
    for (const [options, message] of cases) {
      if (message === 'The card has expired.' && new Date().getMonth() === 0) continue; // January: no past month this year
      const res = await submitOrder(t.app, token, { lines, ...options });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await checkoutRowCounts(db())).toEqual(before);
    const cod = await submitOrder(t.app, token, { lines, payment: codPayment });
    expect(cod.statusCode).toBe(201);
    expect(await orderDetail(token, cod.json().orderIds[0])).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'pending',
    });
  });

  it('takes a 15-digit American Express card with its 4-digit CVV, refuses it with 3, and keeps only 0005', async () => {
    const item = await product(sellerA, 'Silk Stole', 120_000, 5);
    const { token } = await buyer();
    const lines = [{ id: item, quantity: 1 }];
    const amex = (cvv: string) => cardPayment({ cardNumber: '3782 822463 10005', cvv });
    const before = await checkoutRowCounts(db());
    const refused = await submitOrder(t.app, token, { lines, payment: amex('739') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('CVV must be 4 digits.');
    expect(await checkoutRowCounts(db())).toEqual(before);

    const res = await submitOrder(t.app, token, { lines, payment: amex('7391') });
    expect(res.statusCode).toBe(201);
    expect(await orderDetail(token, res.json().orderIds[0])).toMatchObject({
      paymentMethod: 'debitcard',
      paymentStatus: 'paid',
      cardLast4: '0005',
    });
    expect(await stockOf(db(), item)).toBe(4);
    expect(log.text().includes('378282246310005') || log.text().includes('3782 822463 10005')).toBe(false);
  });

  it('keeps only the last four card digits: the number and CVV are nowhere in the data files, rows or log', async () => {
    const item = await product(sellerA, 'Teapot', 65_000, 3);
    const { token } = await buyer();
    const res = await submitOrder(t.app, token, {
      lines: [{ id: item, quantity: 1 }],
      payment: cardPayment(),
    });
    expect(res.statusCode).toBe(201);
    // a refused card must not leak either
    await submitOrder(t.app, token, {
      lines: [{ id: item, quantity: 1 }],
      payment: cardPayment({ cvv: '73' }),
    });
    const detail = await orderDetail(token, res.json().orderIds[0]);
    expect(detail).toMatchObject({ paymentMethod: 'debitcard', paymentStatus: 'paid', cardLast4: '1486' });
    expect(JSON.stringify(detail)).not.toContain(CARD_NUMBER.slice(0, 12));
    await deliveredMails(t.app);

    const spaced = '4539 5787 6362 1486';
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(t.config.dataDir);
    if (t.database.engine === 'sqlite') walk(path.dirname(t.database.location.replace(/^sqlite /, '')));
    for (const file of files) {
      const bytes = fs.readFileSync(file).toString('latin1');
      expect(bytes.includes(CARD_NUMBER) || bytes.includes(spaced), file).toBe(false);
      expect(/"?cvv"?\s*[:=]/i.test(bytes), file).toBe(false);
    }
    // every text value of the tables a checkout writes
    for (const table of ['checkouts', 'orders', 'orderLines', 'payments', 'mailOutbox', 'users'] as const) {
      const rows = await db().selectFrom(table).selectAll().execute();
      for (const row of rows) {
        for (const value of Object.values(row)) {
          expect(String(value)).not.toContain(CARD_NUMBER);
          expect(String(value) === CVV, `${table} holds the CVV`).toBe(false);
        }
      }
    }
    const written = log.text();
    expect(written).toContain('submit-order');
    expect(written.includes(CARD_NUMBER) || written.includes(spaced)).toBe(false);
    expect(written).not.toMatch(new RegExp(`"cvv"\\s*:\\s*"${CVV}"`));
  });

  it('takes the bought lines out of the cart, keeps the others, and saves the default address when asked', async () => {
    const bought = await product(sellerA, 'Basket', 30_000, 5);
    const kept = await product(sellerB, 'Broom', 9_000, 5);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: bought, quantity: 2 }, token);
    await post(t.app, '/api/user/add-to-cart', { productId: kept }, token);
    const res = await submitOrder(t.app, token, {
      lines: [{ id: bought, quantity: 2 }],
      shippingAddress: {
        ...address,
        adressLine2: 'flat 4',
        addressLine2: undefined,
        isDefaultShippingAddress: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const saved = { ...address, addressLine2: 'flat 4', isDefaultShippingAddress: true };
    expect(res.json().updatedShippingAddress).toEqual(saved);
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, token);
    expect(cart.json().cartProduct.map((line: { id: string }) => line.id)).toEqual([kept]);
    const profile = await post(t.app, '/api/user/profile', undefined, token);
    expect(profile.json().userDetail).toMatchObject({ cartCount: 1, shippingAddress: saved });
  });

  it('leaves the cart as it was after a Buy Now, and refuses an unknown source', async () => {
    const bought = await product(sellerA, 'Sieve', 30_000, 5);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: bought, quantity: 2 }, token);
    const odd = await submitOrder(t.app, token, { lines: [{ id: bought, quantity: 1 }], source: 'wishlist' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('Order source is not valid');
    const res = await submitOrder(t.app, token, { lines: [{ id: bought, quantity: 1 }], source: 'buyNow' });
    expect(res.statusCode).toBe(201);
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, token);
    expect(cart.json().cartProduct).toMatchObject([{ id: bought, quantity: 2 }]);
  });

  it('e-mails one confirmation per checkout with escaped HTML and a text part', async () => {
    const odd = await product(sellerA, 'Pot <b>&</b> "Pan"', 45_000, 5);
    const other = await product(sellerB, 'Ladle', 5_000, 5);
    const shopper = await buyer('Geeta <script>');
    const res = await submitOrder(t.app, shopper.token, {
      lines: [
        { id: odd, quantity: 1 },
        { id: other, quantity: 1 },
      ],
      payment: cardPayment(),
    });
    const mails = (await deliveredMails(t.app)).filter((mail) => mail.to === shopper.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your 2 Bazaar orders are placed');
    for (const id of res.json().orderIds) {
      expect(mail?.text).toContain(id.toUpperCase());
      expect(mail?.html).toContain(id.toUpperCase());
    }
    expect(mail?.text).toContain('1 × Pot <b>&</b> "Pan": ₹450');
    expect(mail?.text).toContain('You pay: ₹550');
    expect(mail?.text).toContain('12 mg road, near the park, bengaluru, karnataka, 560001, india');
    expect(mail?.text).toContain('Debit / Credit Card ending 1486');
    expect(mail?.html).toContain('Pot &lt;b&gt;&amp;&lt;/b&gt; &quot;Pan&quot;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>&');
  });

  it('needs a token', async () => {
    const item = await product(sellerA, 'Fan', 5_000, 5);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/submit-order',
      payload: orderBody({ lines: [{ id: item, quantity: 1 }] }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Access denied. No token provided.' });
  });
});
