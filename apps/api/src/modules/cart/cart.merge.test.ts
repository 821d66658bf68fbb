// issue 21: a visitor's cart, kept in the browser, is merged into the account's cart at sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import {
  createAccount,
  createProduct,
  createVariants,
  type Account,
} from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: Account;
let kettle: string;
let lamp: string;
let hidden: string;
let tee: string;
let teeM: string;
let teeL: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, db(), { name: 'Lakshmi Stores', userType: 'seller' });
  kettle = await createProduct(db(), seller.id, { name: 'Steel Kettle', sellingPrice: 79_900, stock: 3 });
  lamp = await createProduct(db(), seller.id, { name: 'Brass Lamp', sellingPrice: 45_000, stock: 20 });
  hidden = await createProduct(db(), seller.id, {
    name: 'Hidden Rug',
    sellingPrice: 10_000,
    stock: 5,
    isHide: true,
  });
  tee = await createProduct(db(), seller.id, { name: 'Cotton Tee', sellingPrice: 49_900, stock: 0 });
  const variants = await createVariants(db(), tee, seller.id, [
    { sku: 'TEE-M', options: { size: 'M' }, sellingPrice: 49_900, stock: 4 },
    { sku: 'TEE-L', options: { size: 'L' }, sellingPrice: 49_900, stock: 1 },
  ]);
  teeM = variants[0] ?? '';
  teeL = variants[1] ?? '';
});
afterAll(async () => t.close());

const merge = (token: string, body: unknown) => post(t.app, '/api/user/merge-cart', body, token);
const cartOf = async (token: string) =>
  (await post(t.app, '/api/user/get-cart-items', undefined, token)).json() as {
    cartProduct: { id: string; variantId?: string; quantity: number }[];
    cartCount: number;
  };
const quantities = (cart: Awaited<ReturnType<typeof cartOf>>) =>
  Object.fromEntries(
    cart.cartProduct.map((line) => [
      line.variantId ? `${line.id}:${line.variantId}` : line.id,
      line.quantity,
    ]),
  );

describe('POST /api/user/merge-cart', () => {
  it("adds the visitor's lines to an empty cart and answers the merged cart with nothing capped", async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Meera' });
    const res = await merge(token, {
      lines: [
        { productId: kettle, quantity: 2 },
        { productId: tee, variantId: teeM, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.capped).toEqual([]);
    expect(body.skipped).toEqual([]);
    expect(body.cartCount).toBe(2);
    expect(quantities(body)).toEqual({ [kettle]: 2, [`${tee}:${teeM}`]: 3 });
    expect(body.cartProduct.find((line: { id: string }) => line.id === kettle).sellingPrice).toBe(799);
    const profile = await post(t.app, '/api/user/profile', undefined, token);
    expect(profile.json().userDetail.cartCount).toBe(2);
  });

  it('adds quantities to what the account already holds and caps them at the stock, saying by how much', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Ravi' });
    await post(t.app, '/api/user/add-to-cart', { productId: kettle, quantity: 2 }, token);
    await post(t.app, '/api/user/add-to-cart', { productId: lamp, quantity: 1 }, token);
    const res = await merge(token, {
      lines: [
        { productId: kettle, quantity: 2 },
        { productId: lamp, quantity: 4 },
        { productId: tee, variantId: teeL, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(quantities(body)).toEqual({ [kettle]: 3, [lamp]: 5, [`${tee}:${teeL}`]: 1 });
    expect(body.capped).toEqual(
      expect.arrayContaining([
        { productId: kettle, name: 'Steel Kettle', requested: 2, added: 1 },
        { productId: tee, variantId: teeL, name: 'Cotton Tee (Size: L)', requested: 2, added: 1 },
      ]),
    );
    expect(body.capped).toHaveLength(2);
  });

  it('adds nothing to a line already holding the whole stock, and reports it as capped at 0', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Asha' });
    await post(t.app, '/api/user/add-to-cart', { productId: kettle, quantity: 3 }, token);
    const body = (await merge(token, { lines: [{ productId: kettle, quantity: 1 }] })).json();
    expect(quantities(body)).toEqual({ [kettle]: 3 });
    expect(body.capped).toEqual([{ productId: kettle, name: 'Steel Kettle', requested: 1, added: 0 }]);
  });

  it('counts two copies of one line together', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Kiran' });
    const body = (
      await merge(token, {
        lines: [
          { productId: lamp, quantity: 2 },
          { productId: lamp, quantity: 3 },
        ],
      })
    ).json();
    expect(quantities(body)).toEqual({ [lamp]: 5 });
    expect(body.capped).toEqual([]);
  });

  it("skips unknown, hidden and foreign-variant lines and the seller's own products, reporting each", async () => {
    const buyer = await createAccount(t.app, db(), { name: 'Anil' });
    const unknown = 'nosuchproduct000';
    const body = (
      await merge(buyer.token, {
        lines: [
          { productId: unknown, quantity: 1 },
          { productId: hidden, quantity: 1 },
          { productId: tee, quantity: 1 },
          { productId: lamp, quantity: 1 },
        ],
      })
    ).json();
    expect(quantities(body)).toEqual({ [lamp]: 1 });
    expect(body.skipped).toEqual([
      { productId: unknown, reason: 'unavailable' },
      { productId: hidden, reason: 'unavailable' },
      { productId: tee, name: 'Cotton Tee', reason: 'unavailable' },
    ]);
    const own = (await merge(seller.token, { lines: [{ productId: kettle, quantity: 1 }] })).json();
    expect(own.skipped).toEqual([{ productId: kettle, name: 'Steel Kettle', reason: 'ownProduct' }]);
    expect(own.cartCount).toBe(0);
  });

  it('answers 400 naming the field for a bad quantity, a missing product id or too many lines, and adds nothing', async () => {
    const { token } = await createAccount(t.app, db(), { name: 'Zoya' });
    const zero = await merge(token, { lines: [{ productId: lamp, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Quantity must be a whole number of at least 1');
    const noId = await merge(token, { lines: [{ quantity: 1 }] });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('Product ID is required');
    const many = await merge(token, {
      lines: Array.from({ length: 101 }, () => ({ productId: lamp, quantity: 1 })),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Cart lines must be at most 100');
    const noLines = await merge(token, {});
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().message).toBe('lines must be a list of cart lines');
    expect((await cartOf(token)).cartCount).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const res = await post(t.app, '/api/user/merge-cart', { lines: [] });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/merge-cart under concurrency', () => {
  it('never holds more than the stock when merges arrive at once (two tabs signing in)', async () => {
    const scarf = await createProduct(db(), seller.id, {
      name: 'Silk Scarf',
      sellingPrice: 99_900,
      stock: 5,
    });
    const { token } = await createAccount(t.app, db(), { name: 'Tara' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => merge(token, { lines: [{ productId: scarf, quantity: 2 }] })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    // Each answer says what it added: 2, or less where `capped` says so. Together they add up to the stock.
    const added = answers.map((answer) => (answer.json().capped as { added: number }[])[0]?.added ?? 2);
    expect(added.reduce((sum, units) => sum + units, 0)).toBe(5);
    expect(quantities(await cartOf(token))).toEqual({ [scarf]: 5 });
  });

  it('adds every unit when parallel merges stay within the stock', async () => {
    const bag = await createProduct(db(), seller.id, { name: 'Jute Bag', sellingPrice: 29_900, stock: 50 });
    const { token } = await createAccount(t.app, db(), { name: 'Uma' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        merge(token, {
          lines: [
            { productId: bag, quantity: 3 },
            { productId: lamp, quantity: 1 },
          ],
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.every((answer) => answer.json().capped.length === 0)).toBe(true);
    expect(quantities(await cartOf(token))).toEqual({ [bag]: 18, [lamp]: 6 });
  });
});
