// issue 20: buying a product in variants: the cart holds one line per variant, checkout prices and takes stock
// per variant, orders keep the SKU and options bought, and a cancel puts the units back on the variant.
import { apiMessages } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { submitOrder } from '../../test-support/checkout-helpers.js';
import { pdfText } from '../../test-support/pdf-text.js';
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
  seller = await createAccount(t.app, db(), { name: 'Mumbai Mobiles', userType: 'seller' });
});
afterAll(async () => t.close());

/** A phone in two storage sizes: 128 GB at ₹20,000 (stock given), 256 GB at ₹25,000. */
async function phone(name: string, stock128 = 5, stock256 = 5) {
  const id = await createProduct(db(), seller.id, { name, sellingPrice: 1, stock: 0 });
  const [small, large] = await createVariants(db(), id, seller.id, [
    {
      sku: `${name}-128`,
      options: { storage: '128 GB' },
      sellingPrice: 2_000_000,
      mrpPrice: 2_200_000,
      stock: stock128,
    },
    { sku: `${name}-256`, options: { storage: '256 GB' }, sellingPrice: 2_500_000, stock: stock256 },
  ]);
  return { id, small: small as string, large: large as string };
}

const addToCart = (token: string, body: Record<string, unknown>) =>
  post(t.app, '/api/user/add-to-cart', body, token);
const cartOf = async (token: string) =>
  (await post(t.app, '/api/user/get-cart-items', undefined, token)).json();

describe('the cart with variants', () => {
  it('holds two storage sizes of one phone as two lines, each at its own price and stock', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Asha' });
    const p = await phone('Pixel');
    expect(
      (await addToCart(buyer.token, { productId: p.id, variantId: p.small, quantity: 2 })).json(),
    ).toEqual({
      message: apiMessages.productAdded,
      cartCount: 1,
    });
    expect((await addToCart(buyer.token, { productId: p.id, variantId: p.large })).json().cartCount).toBe(2);
    expect((await addToCart(buyer.token, { productId: p.id, variantId: p.small })).json().cartCount).toBe(2);
    const cart = await cartOf(buyer.token);
    expect(cart.cartCount).toBe(2);
    expect(
      cart.cartProduct.map((line: Record<string, unknown>) => [
        line.variantId,
        line.sku,
        line.options,
        line.sellingPrice,
        line.mrpPrice,
        line.stock,
        line.quantity,
      ]),
    ).toEqual([
      [p.small, 'Pixel-128', { storage: '128 GB' }, 20_000, 22_000, 5, 3],
      [p.large, 'Pixel-256', { storage: '256 GB' }, 25_000, 25_000, 5, 1],
    ]);

    const updated = await post(
      t.app,
      '/api/user/update-cart',
      { productId: p.id, variantId: p.large, quantity: 0 },
      buyer.token,
    );
    expect(updated.json().cartCount).toBe(1);
    expect((await cartOf(buyer.token)).cartProduct.map((l: { variantId: string }) => l.variantId)).toEqual([
      p.small,
    ]);
  });

  it("refuses more than the variant's stock, naming the variant, though the product has more", async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Bela' });
    const p = await phone('Moto', 1, 9);
    const res = await addToCart(buyer.token, { productId: p.id, variantId: p.small, quantity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock for Moto (Storage: 128 GB)');
    const raise = await post(
      t.app,
      '/api/user/update-cart',
      { productId: p.id, variantId: p.large, quantity: 1 },
      buyer.token,
    );
    expect(raise.statusCode).toBe(404);
  });

  it('answers 400 naming variantId for a missing, foreign or needless variant, and adds nothing', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Chitra' });
    const p = await phone('Nokia');
    const other = await phone('Oppo');
    const plain = await createProduct(db(), seller.id, { name: 'Charger', sellingPrice: 50_000, stock: 9 });
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: p.id }, apiMessages.variantRequired('Nokia')],
      [{ productId: p.id, variantId: other.small }, apiMessages.variantNotOfProduct('Nokia')],
      [{ productId: plain, variantId: p.small }, apiMessages.productHasNoVariants('Charger')],
    ];
    for (const [body, message] of cases) {
      const res = await addToCart(buyer.token, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, field: 'variantId' });
    }
    expect((await cartOf(buyer.token)).cartCount).toBe(0);
  });
});

describe('checkout with variants', () => {
  it('prices and takes stock per variant, records SKU and options, and leaves the other sizes in the cart', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Deepa' });
    const p = await phone('Galaxy', 5, 5);
    await addToCart(buyer.token, { productId: p.id, variantId: p.small, quantity: 2 });
    await addToCart(buyer.token, { productId: p.id, variantId: p.large, quantity: 1 });
    const res = await submitOrder(t.app, buyer.token, {
      lines: [{ id: p.id, variantId: p.small, quantity: 2 }],
    });
    expect(res.statusCode).toBe(201);
    expect([await variantStockOf(db(), p.small), await variantStockOf(db(), p.large)]).toEqual([3, 5]);
    expect(await stockOf(db(), p.id)).toBe(8);
    const cart = await cartOf(buyer.token);
    expect(cart.cartProduct.map((l: { variantId: string }) => l.variantId)).toEqual([p.large]);

    const [orderId] = res.json().orderIds;
    const detail = (await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer.token)).json()
      .filteredOrderDetails;
    expect(detail.orderItems).toEqual([
      {
        productId: p.id,
        productName: 'Galaxy',
        productImage: expect.any(String),
        price: 20_000,
        quantity: 2,
        variantId: p.small,
        sku: 'Galaxy-128',
        options: { storage: '128 GB' },
      },
    ]);
    expect(detail).toMatchObject({ totalMrpPrice: 44_000, grandTotal: 40_000 });
    const history = (await post(t.app, '/api/order/get-all-order', undefined, buyer.token)).json().ordersArr;
    expect(history[0].orderItems[0]).toMatchObject({ sku: 'Galaxy-128', options: { storage: '128 GB' } });
    const sellerOrders = await t.app.inject({
      method: 'GET',
      url: '/api/seller/orders',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const sold = sellerOrders.json().orders.find((order: { orderId: string }) => order.orderId === orderId);
    expect(sold.items[0]).toMatchObject({ sku: 'Galaxy-128', options: { storage: '128 GB' }, quantity: 2 });
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/seller/order/${orderId}/packing-slip`,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const text = pdfText(slip.rawPayload).join('\n');
    expect(text).toContain('SKU Galaxy-128');
    expect(text).toContain('Storage: 128 GB');
  });

  it("shows the bought variant's new stock on the product page served from the cache", async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Kavya' });
    const p = await phone('Poco', 2, 7);
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/product/${p.id}` })).json().product;
    expect((await page()).variants.map((v: { stock: number }) => v.stock)).toEqual([2, 7]);
    expect((await page()).stock).toBe(9);
    await submitOrder(t.app, buyer.token, { lines: [{ id: p.id, variantId: p.small, quantity: 2 }] });
    const after = await page();
    expect(after.variants.map((v: { stock: number }) => v.stock)).toEqual([0, 7]);
    expect(after.stock).toBe(7);
  });

  it('keeps what an order bought when the seller edits the variant afterwards', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Esha' });
    const p = await phone('Vivo');
    const res = await submitOrder(t.app, buyer.token, {
      lines: [{ id: p.id, variantId: p.large, quantity: 1 }],
    });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/product/${p.id}`,
      payload: {
        variants: [
          {
            id: p.small,
            sku: 'VIVO-128-NEW',
            options: { storage: '128GB' },
            stock: 5,
            mrpPrice: 22_000,
            sellingPrice: 19_000,
          },
        ],
      },
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(edit.statusCode).toBe(200);
    const [orderId] = res.json().orderIds;
    const detail = (await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer.token)).json()
      .filteredOrderDetails;
    expect(detail.orderItems[0]).toMatchObject({
      sku: 'Vivo-256',
      options: { storage: '256 GB' },
      price: 25_000,
    });
  });

  it('answers 400 naming the line for a product with variants bought without one, and writes nothing', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Farah' });
    const p = await phone('Redmi');
    const other = await phone('Realme');
    const before = await checkoutRowCounts(db());
    const plain = await createProduct(db(), seller.id, { name: 'Cable', sellingPrice: 20_000, stock: 9 });
    const missing = await submitOrder(t.app, buyer.token, {
      lines: [
        { id: plain, quantity: 1 },
        { id: p.id, quantity: 1 },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: `cartProduct[1].variantId: ${apiMessages.variantRequired('Redmi')}`,
      field: 'cartProduct.1.variantId',
    });
    const foreign = await submitOrder(t.app, buyer.token, {
      lines: [{ id: p.id, variantId: other.large, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      `cartProduct[0].variantId: ${apiMessages.variantNotOfProduct('Redmi')}`,
    );
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect([await stockOf(db(), plain), await stockOf(db(), p.id)]).toEqual([9, 10]);
  });

  it('refuses (409) a line above its variant stock though the product has more, and takes nothing', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Gita' });
    const p = await phone('Honor', 1, 9);
    const before = await checkoutRowCounts(db());
    const res = await submitOrder(t.app, buyer.token, {
      lines: [
        { id: p.id, variantId: p.large, quantity: 2 },
        { id: p.id, variantId: p.small, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock for Honor (Storage: 128 GB)');
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect([await variantStockOf(db(), p.small), await variantStockOf(db(), p.large)]).toEqual([1, 9]);
    expect(await stockOf(db(), p.id)).toBe(10);
  });

  it('puts the units of a cancelled order back on the variants bought', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Hema' });
    const p = await phone('Lava', 4, 4);
    const res = await submitOrder(t.app, buyer.token, {
      lines: [
        { id: p.id, variantId: p.small, quantity: 3 },
        { id: p.id, variantId: p.large, quantity: 1 },
      ],
    });
    expect(await stockOf(db(), p.id)).toBe(4);
    const [orderId] = res.json().orderIds;
    const cancel = await post(t.app, '/api/order/cancel-order', { orderId }, buyer.token);
    expect(cancel.statusCode).toBe(200);
    expect([await variantStockOf(db(), p.small), await variantStockOf(db(), p.large)]).toEqual([4, 4]);
    expect(await stockOf(db(), p.id)).toBe(8);
  });

  it('refuses (422) another variant under an Idempotency-Key already used', async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Indu' });
    const p = await phone('Tecno');
    const key = `variant-${buyer.id}`;
    const first = await submitOrder(t.app, buyer.token, {
      lines: [{ id: p.id, variantId: p.small, quantity: 1 }],
      idempotencyKey: key,
    });
    expect(first.statusCode).toBe(201);
    const other = await submitOrder(t.app, buyer.token, {
      lines: [{ id: p.id, variantId: p.large, quantity: 1 }],
      idempotencyKey: key,
    });
    expect(other.statusCode).toBe(422);
    const retry = await submitOrder(t.app, buyer.token, {
      lines: [{ id: p.id, variantId: p.small, quantity: 1 }],
      idempotencyKey: key,
    });
    expect(retry.json().orderIds).toEqual(first.json().orderIds);
    expect([await variantStockOf(db(), p.small), await variantStockOf(db(), p.large)]).toEqual([4, 5]);
  });

  it("removes a variant the seller deletes from every cart, and keeps the others' lines", async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Jaya' });
    const p = await phone('Iqoo');
    await addToCart(buyer.token, { productId: p.id, variantId: p.small });
    await addToCart(buyer.token, { productId: p.id, variantId: p.large });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/product/${p.id}`,
      payload: {
        variants: [
          {
            id: p.large,
            sku: 'Iqoo-256',
            options: { storage: '256 GB' },
            stock: 5,
            mrpPrice: 25_000,
            sellingPrice: 25_000,
          },
        ],
      },
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(edit.statusCode).toBe(200);
    const lines = await db()
      .selectFrom('cartLines')
      .select('variantId')
      .where('productId', '=', p.id)
      .execute();
    expect(lines.map((line) => line.variantId)).toEqual([p.large]);
  });
});
