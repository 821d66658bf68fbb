// The seller's side through the front door, with the shop's calls around it: a shopper becomes a seller,
// publishes a product, a buyer orders it, the seller ships it step by step and the buyer's pages follow; a
// hidden or deleted product cannot be bought.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { multipartBody } from '../../test-support/multipart.js';
import { listProduct, signUpSeller } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };
let buyerToken: string;

const address = {
  addressLine1: '12 mg road',
  addressLine2: '',
  country: 'india',
  state: 'karnataka',
  city: 'bengaluru',
  pinCode: '560001',
  isDefaultShippingAddress: false,
};

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const submit = (token: string, lines: { id: string; quantity: number }[]) =>
  post(
    t.app,
    '/api/order/submit-order',
    { cartProduct: lines, shippingAddress: address, paymentData: { methodName: 'cod' } },
    token,
  );

/** Publishes a product with the given photos (one uploaded when none are given). */
const publish = (name: string, image?: string[], stock = 10) =>
  listProduct(t.app, seller.token, { name, stock, ...(image ? { image } : {}) });

const orderCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stockOf = async (id: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock,
  );

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, t.database.db, 'journey-seller@example.com');
  buyerToken = await signUpVerified(t.app, t.database.db, {
    email: 'journey-buyer@example.com',
    name: 'Ravi Kumar',
  });
});
afterAll(async () => t.close());

describe('a product from listing to delivery', () => {
  it('is published with two photos, found, ordered, shipped step by step, and the buyer sees every step', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#225588' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'front.jpg', type: 'image/jpeg', data: jpeg },
      { field: 'file', filename: 'back.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${seller.token}` },
    });
    const photos = (uploaded.json().images as { secure_url: string }[]).map((image) => image.secure_url);
    const id = await publish('Indigo Throw Blanket', photos);

    const found = (await call('GET', '/api/product/get-all-products?searchQuery=indigo%20blanket')).json()
      .products as { id: string; image: string }[];
    expect(found.map((p) => p.id)).toEqual([id]);
    expect(found[0]?.image).toBe(photos[0]);

    const ordered = await submit(buyerToken, [{ id, quantity: 2 }]);
    expect(ordered.statusCode).toBe(201);
    const [orderId] = ordered.json().orderIds as string[];

    const pending = (await call('GET', '/api/seller/orders', seller.token)).json().orders;
    expect(pending[0]).toMatchObject({
      orderId,
      orderStatus: 'order placed',
      customer: { name: 'Ravi Kumar', email: 'journey-buyer@example.com' },
      items: [{ productId: id, quantity: 2 }],
    });

    for (const status of ['order confirmed', 'processing', 'shipped', 'out for delivery', 'delivered']) {
      expect(
        (
          await post(
            t.app,
            '/api/seller/order-status',
            // issue 20: shipping names the carrier and tracking number
            status === 'shipped'
              ? { orderId, status, carrier: 'India Post', trackingNumber: 'EE123456789IN' }
              : { orderId, status },
            seller.token,
          )
        ).statusCode,
      ).toBe(200);
    }

    const history = (await post(t.app, '/api/order/get-all-order', undefined, buyerToken)).json().ordersArr;
    expect(history[0]).toMatchObject({ orderId, orderStatus: 'delivered' });
    expect(history[0].DeliveryDate).toEqual(expect.any(String));
    const detail = await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyerToken);
    expect(detail.json().filteredOrderDetails.orderStatus).toBe('delivered');

    const dashboard = (await call('GET', '/api/seller/seller-dashboard', seller.token)).json();
    expect(dashboard.totalOrder).toBe(1);
    expect(dashboard.recentOrders[0]).toMatchObject({ orderId, orderStatus: 'delivered' });
    expect(dashboard.topProducts[0]).toMatchObject({ id, unitsSold: 2 });
  });

  it('stops a cancelled order from moving on', async () => {
    const id = await publish('Cancelled Candle');
    const [orderId] = (await submit(buyerToken, [{ id, quantity: 1 }])).json().orderIds as string[];
    expect((await post(t.app, '/api/order/cancel-order', { orderId }, buyerToken)).statusCode).toBe(200);
    const res = await post(
      t.app,
      '/api/seller/order-status',
      { orderId, status: 'order confirmed' },
      seller.token,
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('a hidden or deleted product', () => {
  it('cannot be added to a cart, leaves carts at once, and cannot be checked out; nothing is written', async () => {
    const id = await publish('Hidden Vase');
    expect(
      (await post(t.app, '/api/user/add-to-cart', { productId: id, quantity: 1 }, buyerToken)).statusCode,
    ).toBe(200);

    await call('PATCH', `/api/seller/product/visibilty-toggle/${id}`, seller.token, { state: false });
    const cart = (await post(t.app, '/api/user/get-cart-items', undefined, buyerToken)).json();
    expect((cart.cartProduct as { id: string }[]).map((line) => line.id)).not.toContain(id);
    expect(
      (await post(t.app, '/api/user/add-to-cart', { productId: id, quantity: 1 }, buyerToken)).statusCode,
    ).toBe(404);

    const orders = await orderCount();
    const refused = await submit(buyerToken, [{ id, quantity: 1 }]);
    expect(refused.statusCode).toBe(404);
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(id)).toBe(10);

    const bestSellers = (await call('GET', '/api/product/best-sellers')).json().products as { id: string }[];
    expect(bestSellers.map((p) => p.id)).not.toContain(id);
  });

  it('once deleted, cannot be ordered either', async () => {
    const id = await publish('Deleted Drum');
    expect((await call('DELETE', `/api/seller/product/${id}`, seller.token)).statusCode).toBe(200);
    const orders = await orderCount();
    expect((await submit(buyerToken, [{ id, quantity: 1 }])).statusCode).toBe(404);
    expect(
      (await post(t.app, '/api/user/add-to-cart', { productId: id, quantity: 1 }, buyerToken)).statusCode,
    ).toBe(404);
    expect(await orderCount()).toBe(orders);
  });
});
