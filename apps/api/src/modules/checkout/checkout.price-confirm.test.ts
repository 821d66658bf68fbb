// issue 21 part 1, "No surprise at Place Order": a line sent with the price the shopper saw is checked against
// the price now (a variant's own), and against the stock; any change answers 409 with every change and writes
// nothing. The order buys what the shopper confirmed, and the cart keeps what of each line was not bought.
import { apiMessages } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { address, submitOrder } from '../../test-support/checkout-helpers.js';
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
  seller = await createAccount(t.app, db(), { name: 'Pune Looms', userType: 'seller' });
});
afterAll(async () => t.close());

const product = (name: string, sellingPrice: number, stock: number) =>
  createProduct(db(), seller.id, { name, sellingPrice, stock, mrpPrice: 200_000 });
const buyer = (name = 'Shopper') => createAccount(t.app, db(), { name });

/** The seller changes a price (paise) between the shopper's cart and Place Order. */
const setPrice = (productId: string, sellingPrice: number) =>
  db().updateTable('products').set({ sellingPrice }).where('id', '=', productId).execute();
const setStock = (productId: string, stock: number) =>
  db().updateTable('products').set({ stock }).where('id', '=', productId).execute();

const cartOf = async (token: string) =>
  (await post(t.app, '/api/user/get-cart-items', undefined, token))
    .json()
    .cartProduct.map((line: { id: string; quantity: number }) => ({ id: line.id, quantity: line.quantity }));

const orderLines = async (token: string, orderId: string) =>
  (await post(t.app, '/api/order/get-order-details-by-id', { orderId }, token)).json().filteredOrderDetails;

describe('POST /api/order/submit-order with the prices the shopper saw (issue 21)', () => {
  it('refuses a raised price with 409 listing the change, and creates, takes and clears nothing', async () => {
    const shawl = await product('Pashmina Shawl', 89_950, 10);
    const mug = await product('Clay Mug', 25_000, 10);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: shawl, quantity: 2 }, token);
    await post(t.app, '/api/user/add-to-cart', { productId: mug }, token);
    await setPrice(shawl, 119_900);
    const before = await checkoutRowCounts(db());

    const res = await submitOrder(t.app, token, {
      lines: [
        { id: shawl, quantity: 2, sellingPrice: 899.5 },
        { id: mug, quantity: 1, price: 250 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: apiMessages.pricesChanged,
      changes: [
        {
          productId: shawl,
          variantId: null,
          name: 'Pashmina Shawl',
          oldPrice: 899.5,
          newPrice: 1199,
          mrpPrice: 2000,
          quantity: 2,
          stock: 10,
        },
      ],
    });
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect([await stockOf(db(), shawl), await stockOf(db(), mug)]).toEqual([10, 10]);
    expect(await cartOf(token)).toEqual([
      { id: shawl, quantity: 2 },
      { id: mug, quantity: 1 },
    ]);
  });

  it('refuses a lowered price too: the shopper confirms any new total', async () => {
    const lamp = await product('Brass Diya', 50_000, 5);
    const { token } = await buyer();
    await setPrice(lamp, 45_000);
    const res = await submitOrder(t.app, token, { lines: [{ id: lamp, quantity: 1, sellingPrice: '500' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().changes).toMatchObject([{ productId: lamp, oldPrice: 500, newPrice: 450 }]);
  });

  it('refuses a line its stock no longer covers with 409 naming it and the units left', async () => {
    const rug = await product('Jute Rug', 150_000, 5);
    const { token } = await buyer();
    await setStock(rug, 1);
    const before = await checkoutRowCounts(db());
    const res = await submitOrder(t.app, token, { lines: [{ id: rug, quantity: 3, sellingPrice: 1500 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: apiMessages.notEnoughStock('Jute Rug'),
      changes: [
        {
          productId: rug,
          variantId: null,
          name: 'Jute Rug',
          oldPrice: 1500,
          newPrice: 1500,
          mrpPrice: 2000,
          quantity: 3,
          stock: 1,
        },
      ],
    });
    expect(await checkoutRowCounts(db())).toEqual(before);
    expect(await stockOf(db(), rug)).toBe(1);
  });

  it('prices a line sent without a price from the database, as before, and still refuses a shortage', async () => {
    const kettle = await product('Steel Kettle', 70_000, 4);
    const { token } = await buyer();
    await setPrice(kettle, 80_000);
    const res = await submitOrder(t.app, token, { lines: [{ id: kettle, quantity: 2 }] });
    expect(res.statusCode).toBe(201);
    const detail = await orderLines(token, res.json().orderIds[0]);
    expect(detail.orderItems).toMatchObject([{ productId: kettle, price: 800, quantity: 2 }]);
    expect(await stockOf(db(), kettle)).toBe(2);

    const short = await submitOrder(t.app, token, { lines: [{ id: kettle, quantity: 3 }] });
    expect(short.statusCode).toBe(409);
    expect(short.json().changes).toMatchObject([
      { productId: kettle, oldPrice: 800, newPrice: 800, stock: 2 },
    ]);
  });

  it('places the confirmed re-submission at the new price, under the same Idempotency-Key', async () => {
    const shawl = await product('Kullu Shawl', 89_950, 10);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: shawl, quantity: 2 }, token);
    await setPrice(shawl, 119_900);
    const key = `confirm-${shawl}`;
    const first = await submitOrder(t.app, token, {
      lines: [{ id: shawl, quantity: 2, sellingPrice: 899.5 }],
      idempotencyKey: key,
    });
    expect(first.statusCode).toBe(409);

    const confirmed = await submitOrder(t.app, token, {
      lines: [{ id: shawl, quantity: 2, sellingPrice: 1199 }],
      idempotencyKey: key,
    });
    expect(confirmed.statusCode).toBe(201);
    const detail = await orderLines(token, confirmed.json().orderIds[0]);
    // 2 × ₹1,199 = ₹2,398: free shipping from ₹1,000
    expect(detail).toMatchObject({
      orderItems: [{ productId: shawl, price: 1199, quantity: 2 }],
      grandTotal: 2398,
    });
    expect(await stockOf(db(), shawl)).toBe(8);
    expect(await cartOf(token)).toEqual([]);

    // the same key: the same body answers with the same orders, another price is another body (422)
    const retry = await submitOrder(t.app, token, {
      lines: [{ id: shawl, quantity: 2, sellingPrice: 1199 }],
      idempotencyKey: key,
    });
    expect(retry.json().orderIds).toEqual(confirmed.json().orderIds);
    const other = await submitOrder(t.app, token, {
      lines: [{ id: shawl, quantity: 2, sellingPrice: 899.5 }],
      idempotencyKey: key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: apiMessages.idempotencyKeyReused });
    expect(await stockOf(db(), shawl)).toBe(8);
  });

  it('compares a variant line with the variant’s own price and names its options', async () => {
    const tee = await createProduct(db(), seller.id, { name: 'Khadi Tee', sellingPrice: 1, stock: 0 });
    const [small, large] = await createVariants(db(), tee, seller.id, [
      { sku: 'KT-S', options: { size: 'S' }, sellingPrice: 49_900, stock: 5 },
      { sku: 'KT-L', options: { size: 'L' }, sellingPrice: 59_900, stock: 5 },
    ]);
    const { token } = await buyer();
    await db()
      .updateTable('productVariants')
      .set({ sellingPrice: 64_900, mrpPrice: 69_900 })
      .where('id', '=', large!)
      .execute();
    const res = await submitOrder(t.app, token, {
      lines: [
        { id: tee, variantId: small, quantity: 1, sellingPrice: 499 },
        { id: tee, variantId: large, quantity: 1, sellingPrice: 599 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().changes).toEqual([
      {
        productId: tee,
        variantId: large,
        name: 'Khadi Tee (Size: L)',
        oldPrice: 599,
        newPrice: 649,
        mrpPrice: 699,
        quantity: 1,
        stock: 5,
      },
    ]);
    expect([await variantStockOf(db(), small!), await variantStockOf(db(), large!)]).toEqual([5, 5]);
    const placed = await submitOrder(t.app, token, {
      lines: [
        { id: tee, variantId: small, quantity: 1, sellingPrice: 499 },
        { id: tee, variantId: large, quantity: 1, sellingPrice: 649 },
      ],
    });
    expect(placed.statusCode).toBe(201);
  });

  it('answers 400 naming the field for a price that is not a number', async () => {
    const pen = await product('Ink Pen', 10_000, 5);
    const { token } = await buyer();
    const res = await submitOrder(t.app, token, { lines: [{ id: pen, quantity: 1, sellingPrice: 'cheap' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cartProduct.0.sellingPrice' });
  });
});

describe('the cart after a checkout keeps what was not bought (issue 21)', () => {
  it('keeps ×2 of a ×3 line when ×1 is bought, and drops a line bought whole', async () => {
    const bowl = await product('Copper Bowl', 30_000, 10);
    const spoon = await product('Wooden Spoon', 9_000, 10);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: bowl, quantity: 3 }, token);
    await post(t.app, '/api/user/add-to-cart', { productId: spoon, quantity: 2 }, token);
    const res = await submitOrder(t.app, token, {
      lines: [
        { id: bowl, quantity: 1, sellingPrice: 300 },
        { id: spoon, quantity: 2, sellingPrice: 90 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(await cartOf(token)).toEqual([{ id: bowl, quantity: 2 }]);
    const profile = await post(t.app, '/api/user/profile', undefined, token);
    expect(profile.json().userDetail.cartCount).toBe(1);
  });

  it('two tabs: A saw ×1, B raised the line to ×3; A places ×1 and the cart keeps ×2', async () => {
    const vase = await product('Blue Pottery Vase', 120_000, 10);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: vase, quantity: 1 }, token);
    // tab B
    const raised = await post(t.app, '/api/user/update-cart', { productId: vase, quantity: 3 }, token);
    expect(raised.statusCode).toBe(200);
    // tab A's Place Order, as its checkout showed it
    const res = await submitOrder(t.app, token, { lines: [{ id: vase, quantity: 1, sellingPrice: 1200 }] });
    expect(res.statusCode).toBe(201);
    const detail = await orderLines(token, res.json().orderIds[0]);
    expect(detail.orderItems).toMatchObject([{ productId: vase, quantity: 1, price: 1200 }]);
    expect(await stockOf(db(), vase)).toBe(9);
    expect(await cartOf(token)).toEqual([{ id: vase, quantity: 2 }]);
  });

  it('keeps the variant line’s remainder, and leaves the cart untouched after a Buy Now', async () => {
    const tee = await createProduct(db(), seller.id, { name: 'Cotton Kurta', sellingPrice: 1, stock: 0 });
    const [medium] = await createVariants(db(), tee, seller.id, [
      { sku: 'CK-M', options: { size: 'M' }, sellingPrice: 99_900, stock: 8 },
    ]);
    const { token } = await buyer();
    await post(t.app, '/api/user/add-to-cart', { productId: tee, variantId: medium, quantity: 4 }, token);
    const buyNow = await submitOrder(t.app, token, {
      lines: [{ id: tee, variantId: medium, quantity: 1, sellingPrice: 999 }],
      source: 'buyNow',
    });
    expect(buyNow.statusCode).toBe(201);
    expect(await cartOf(token)).toEqual([{ id: tee, quantity: 4 }]);
    const fromCart = await submitOrder(t.app, token, {
      lines: [{ id: tee, variantId: medium, quantity: 3, sellingPrice: 999 }],
    });
    expect(fromCart.statusCode).toBe(201);
    expect(await cartOf(token)).toEqual([{ id: tee, quantity: 1 }]);
    expect(await variantStockOf(db(), medium!)).toBe(4);
  });
});

describe('"save this address to my address book" at checkout (issue 21)', () => {
  const other = { ...address, addressLine1: '7 Park Street', city: 'Kolkata', pinCode: '700016' };
  const book = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/addresses',
        headers: { authorization: `Bearer ${token}` },
      })
    )
      .json()
      .addresses.map((entry: { addressLine1: string; isDefault: boolean }) => [
        entry.addressLine1,
        entry.isDefault,
      ]);

  it('saves nothing when the order is refused, and saves the address with a placed order', async () => {
    const jar = await product('Pickle Jar', 40_000, 3);
    const { token } = await buyer();
    await setPrice(jar, 45_000);
    const refused = await submitOrder(t.app, token, {
      lines: [{ id: jar, quantity: 1, sellingPrice: 400 }],
      shippingAddress: other,
      saveToAddressBook: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(await book(token)).toEqual([]);

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/submit-order',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        cartProduct: [{ id: jar, quantity: 1, sellingPrice: 450 }],
        shippingAddress: other,
        paymentData: { methodName: 'cod' },
        saveToAddressBook: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    // the first address in the book becomes its default
    expect(await book(token)).toEqual([['7 Park Street', true]]);
  });

  it('adds a later address beside the default, once, and a refused order leaves the book as it was', async () => {
    const jar = await product('Mango Pickle', 40_000, 1);
    const { token } = await buyer();
    const body = (quantity: number) => ({
      cartProduct: [{ id: jar, quantity, sellingPrice: 400 }],
      shippingAddress: { ...other, addressLine1: '9 Lake Road' },
      paymentData: { methodName: 'cod' },
      saveToAddressBook: true,
    });
    const send = (quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/submit-order',
        headers: { authorization: `Bearer ${token}` },
        payload: body(quantity),
      });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...address, fullName: 'Asha Rao', phoneNumber: '9876543210', isDefault: true },
    });
    expect((await send(2)).statusCode).toBe(409);
    expect(await book(token)).toEqual([['12 mg road', true]]);
    expect((await send(1)).statusCode).toBe(201);
    expect(await book(token)).toEqual([
      ['12 mg road', true],
      ['9 Lake Road', false],
    ]);
  });

  describe('with no phone the book could keep', () => {
    /** The buyer's account phone as the profile may hold it: blank (signed up by OTP) or short. */
    const setAccountPhone = (userId: string, phoneNumber: string) =>
      db().updateTable('users').set({ phoneNumber }).where('id', '=', userId).execute();
    const profileAddress = async (token: string) =>
      (await post(t.app, '/api/user/profile', undefined, token)).json().userDetail.shippingAddress ?? null;

    it.each([
      ['blank', ''],
      ['too short', '12345'],
    ])(
      'refuses "save to my address book" when the account phone is %s and none was typed: 400 on the phone, no order, nothing saved',
      async (_, accountPhone) => {
        const jar = await product('Phoneless Jar', 40_000, 3);
        const buyerAccount = await buyer();
        await setAccountPhone(buyerAccount.id, accountPhone);
        const before = await checkoutRowCounts(db());

        const refused = await submitOrder(t.app, buyerAccount.token, {
          lines: [{ id: jar, quantity: 1, sellingPrice: 400 }],
          shippingAddress: other,
          saveToAddressBook: true,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          message: apiMessages.phoneToSaveAddress,
          field: 'shippingAddress.phoneNumber',
        });
        expect(await checkoutRowCounts(db())).toEqual(before);
        expect(await stockOf(db(), jar)).toBe(3);
        expect(await book(buyerAccount.token)).toEqual([]);

        // the same order without the box is placed: delivering needs no saved address
        const placed = await submitOrder(t.app, buyerAccount.token, {
          lines: [{ id: jar, quantity: 1, sellingPrice: 400 }],
          shippingAddress: other,
        });
        expect(placed.statusCode).toBe(201);
        expect(await book(buyerAccount.token)).toEqual([]);
      },
    );

    it('refuses "save as default" too, and leaves the profile address as it was', async () => {
      const jar = await product('Default Jar', 40_000, 3);
      const buyerAccount = await buyer();
      await setAccountPhone(buyerAccount.id, '');
      const refused = await submitOrder(t.app, buyerAccount.token, {
        lines: [{ id: jar, quantity: 1, sellingPrice: 400 }],
        shippingAddress: { ...other, isDefaultShippingAddress: true },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('shippingAddress.phoneNumber');
      expect(await book(buyerAccount.token)).toEqual([]);
      expect(await profileAddress(buyerAccount.token)).toBeNull();
      expect(await stockOf(db(), jar)).toBe(3);
    });

    it('saves the address with the phone typed at checkout when the account has none', async () => {
      const jar = await product('Typed Phone Jar', 40_000, 3);
      const buyerAccount = await buyer();
      await setAccountPhone(buyerAccount.id, '');
      const placed = await submitOrder(t.app, buyerAccount.token, {
        lines: [{ id: jar, quantity: 1, sellingPrice: 400 }],
        shippingAddress: { ...other, phoneNumber: '+91 98765 43210' },
        saveToAddressBook: true,
      });
      expect(placed.statusCode).toBe(201);
      const saved = await t.app.inject({
        method: 'GET',
        url: '/api/user/addresses',
        headers: { authorization: `Bearer ${buyerAccount.token}` },
      });
      expect(saved.json().addresses).toMatchObject([
        { addressLine1: '7 Park Street', phoneNumber: '+91 98765 43210', isDefault: true },
      ]);
    });
  });
});
