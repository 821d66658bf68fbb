import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { createAccount, createProduct, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: Account;
let kettle: string;
let hidden: string;
let draft: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, t.database.db, { name: 'Lakshmi Stores', userType: 'seller' });
  kettle = await createProduct(t.database.db, seller.id, {
    name: 'Steel Kettle',
    sellingPrice: 79_900,
    mrpPrice: 99_900,
    stock: 3,
  });
  hidden = await createProduct(t.database.db, seller.id, {
    name: 'Hidden Lamp',
    sellingPrice: 10_000,
    stock: 5,
    isHide: true,
  });
  draft = await createProduct(t.database.db, seller.id, {
    name: 'Draft Rug',
    sellingPrice: 10_000,
    stock: 5,
    isDraft: true,
  });
});
afterAll(async () => t.close());

const shopper = (name: string) => createAccount(t.app, t.database.db, { name });

describe('POST /api/user/add-to-cart', () => {
  it('adds a product (quantity 1 by default) and answers the number of distinct products', async () => {
    const { token } = await shopper('Meera');
    const first = await post(
      t.app,
      '/api/user/add-to-cart',
      { productId: kettle, userId: 'someone-else' },
      token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Product Added!', cartCount: 1 });
    const again = await post(t.app, '/api/user/add-to-cart', { productId: kettle, quantity: 2 }, token);
    expect(again.json()).toEqual({ message: 'Product Added!', cartCount: 1 });
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, token);
    expect(cart.json().cartProduct[0].quantity).toBe(3);
    const profile = await post(t.app, '/api/user/profile', undefined, token);
    expect(profile.json().userDetail.cartCount).toBe(1);
  });

  it('refuses to hold more than the stock with 409 naming the product', async () => {
    const { token } = await shopper('Ravi');
    await post(t.app, '/api/user/add-to-cart', { productId: kettle, quantity: 2 }, token);
    const res = await post(t.app, '/api/user/add-to-cart', { productId: kettle, quantity: 2 }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock for Steel Kettle');
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, token);
    expect(cart.json().cartProduct[0].quantity).toBe(2);
  });

  it('answers 404 for unknown, hidden and draft products and adds nothing', async () => {
    const { token } = await shopper('Anil');
    for (const productId of ['nosuchproduct000', hidden, draft]) {
      const res = await post(t.app, '/api/user/add-to-cart', { productId }, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, token);
    expect(cart.json()).toEqual({ cartProduct: [], cartCount: 0 });
  });

  it('answers 400 for zero, negative, fractional, non-numeric and absurd quantities', async () => {
    const { token } = await shopper('Zoya');
    for (const quantity of [0, -2, 1.5, 'lots', 1e9]) {
      const res = await post(t.app, '/api/user/add-to-cart', { productId: kettle, quantity }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('quantity');
    }
  });

  it("refuses the seller's own product with 403 naming it, as checkout does, and adds nothing", async () => {
    const res = await post(t.app, '/api/user/add-to-cart', { productId: kettle }, seller.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Steel Kettle is your own product: sellers cannot buy their own products',
    );
    const cart = await post(t.app, '/api/user/get-cart-items', undefined, seller.token);
    expect(cart.json()).toMatchObject({ cartProduct: [], cartCount: 0 });
  });

  it('needs a token', async () => {
    const res = await post(t.app, '/api/user/add-to-cart', { productId: kettle });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/update-cart', () => {
  it('sets the quantity, and 0 removes the line', async () => {
    const { token } = await shopper('Ira');
    await post(t.app, '/api/user/add-to-cart', { productId: kettle }, token);
    const set = await post(t.app, '/api/user/update-cart', { productId: kettle, quantity: 3 }, token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: 'Cart updated', cartCount: 1 });
    const removed = await post(t.app, '/api/user/update-cart', { productId: kettle, quantity: 0 }, token);
    expect(removed.json()).toEqual({ message: 'Cart updated', cartCount: 0 });
  });

  it('answers 409 above the stock, 404 for a product not in the cart, 400 for bad quantities', async () => {
    const { token } = await shopper('Dev');
    await post(t.app, '/api/user/add-to-cart', { productId: kettle }, token);
    expect(
      (await post(t.app, '/api/user/update-cart', { productId: kettle, quantity: 4 }, token)).statusCode,
    ).toBe(409);
    const missing = await post(t.app, '/api/user/update-cart', { productId: hidden, quantity: 1 }, token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product is not in your cart');
    for (const quantity of [-1, 0.5, 'x', undefined]) {
      const res = await post(t.app, '/api/user/update-cart', { productId: kettle, quantity }, token);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/user/get-cart-items', () => {
  it('lists the lines with the current prices in rupees and the first image', async () => {
    const { token } = await shopper('Nila');
    const priced = await createProduct(t.database.db, seller.id, {
      name: 'Tea Tin',
      sellingPrice: 25_000,
      mrpPrice: 30_000,
      stock: 9,
    });
    await post(t.app, '/api/user/add-to-cart', { productId: priced, quantity: 2 }, token);
    await t.database.db
      .updateTable('products')
      .set({ sellingPrice: 22_050 })
      .where('id', '=', priced)
      .execute();
    const res = await post(t.app, '/api/user/get-cart-items', { userId: 'ignored' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cartProduct: [
        {
          id: priced,
          name: 'Tea Tin',
          description: 'Tea Tin, as described by its seller',
          image: `/media/${priced}.webp`,
          category: 'others',
          sellerId: seller.id,
          price: 220.5,
          mrpPrice: 300,
          sellingPrice: 220.5,
          stock: 9,
          quantity: 2,
        },
      ],
      cartCount: 1,
    });
  });

  it('leaves out a product hidden after it was added, and counts it no more', async () => {
    const { token } = await shopper('Omar');
    const soonHidden = await createProduct(t.database.db, seller.id, {
      name: 'Clay Pot',
      sellingPrice: 5_000,
      stock: 9,
    });
    await post(t.app, '/api/user/add-to-cart', { productId: soonHidden }, token);
    await t.database.db.updateTable('products').set({ isHide: 1 }).where('id', '=', soonHidden).execute();
    const res = await post(t.app, '/api/user/get-cart-items', undefined, token);
    expect(res.json()).toEqual({ cartProduct: [], cartCount: 0 });
  });
});
