import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClock } from '../../test-support/clock.js';
import { post } from '../../test-support/auth-helpers.js';
import {
  createAccount,
  createProduct,
  createVariants,
  type Account,
} from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { isAddedToWishlist, wishlistedAmong } from './wishlist.service.js';

let t: TestApp;
let seller: Account;
let scarf: string;
let bag: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, t.database.db, { name: 'Kashi Looms', userType: 'seller' });
  scarf = await createProduct(t.database.db, seller.id, {
    name: 'Silk Scarf',
    sellingPrice: 149_900,
    mrpPrice: 199_900,
    stock: 4,
  });
  bag = await createProduct(t.database.db, seller.id, { name: 'Jute Bag', sellingPrice: 29_900, stock: 0 });
});
afterAll(async () => t.close());

describe('POST /api/user/add-to-wishlist', () => {
  it('saves with 201, then removes with 200 isRemoved', async () => {
    const { token } = await createAccount(t.app, t.database.db, { name: 'Tara' });
    const saved = await post(t.app, '/api/user/add-to-wishlist', { productId: scarf }, token);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ message: 'Item saved to Shopping List' });
    const removed = await post(t.app, '/api/user/add-to-wishlist', { productId: scarf }, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Item removed from Shopping List', isRemoved: true });
  });

  it('tells a signed-in viewer of the product page whether it is saved, and a visitor nothing', async () => {
    const { token } = await createAccount(t.app, t.database.db, { name: 'Uma' });
    const page = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/product/${scarf}`,
        headers: authorization ? { authorization } : {},
      });
    expect((await page(`Bearer ${token}`)).json().product.isAddedToWishlist).toBe(false);
    await post(t.app, '/api/user/add-to-wishlist', { productId: scarf }, token);
    expect((await page(`Bearer ${token}`)).json().product.isAddedToWishlist).toBe(true);
    expect((await page()).json().product).not.toHaveProperty('isAddedToWishlist');
    expect((await page('Bearer null')).json().product).not.toHaveProperty('isAddedToWishlist');
  });

  it('answers 404 for an unknown, hidden or draft product', async () => {
    const { token } = await createAccount(t.app, t.database.db, { name: 'Uma' });
    const hidden = await createProduct(t.database.db, seller.id, {
      name: 'Shawl',
      sellingPrice: 1_000,
      stock: 1,
      isHide: true,
    });
    const draft = await createProduct(t.database.db, seller.id, {
      name: 'Stole',
      sellingPrice: 1_000,
      stock: 1,
      isDraft: true,
    });
    for (const productId of ['nosuchproduct000', hidden, draft]) {
      const res = await post(t.app, '/api/user/add-to-wishlist', { productId }, token);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /api/user/get-wishlist', () => {
  it('answers 204 without a body when nothing is saved', async () => {
    const { token } = await createAccount(t.app, t.database.db, { name: 'Vik' });
    const res = await post(t.app, '/api/user/get-wishlist', { userId: 'ignored' }, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('lists the saved products as cards, newest first, out-of-stock ones included', async () => {
    const { id, token } = await createAccount(t.app, t.database.db, { name: 'Wasim' });
    await withClock(async (later) => {
      await post(t.app, '/api/user/add-to-wishlist', { productId: scarf }, token);
      later(60_000);
      await post(t.app, '/api/user/add-to-wishlist', { productId: bag }, token);
    });
    const res = await post(t.app, '/api/user/get-wishlist', undefined, token);
    expect(res.statusCode).toBe(200);
    const cards = res.json().wishListProducts;
    expect(cards.map((card: { name: string }) => card.name)).toEqual(['Jute Bag', 'Silk Scarf']);
    expect(cards[1]).toEqual({
      id: scarf,
      name: 'Silk Scarf',
      description: 'Silk Scarf, as described by its seller',
      image: `/media/${scarf}.webp`,
      category: 'others',
      subCategory: '',
      brand: 'Others',
      stock: 4,
      mrpPrice: 1999,
      sellingPrice: 1499,
      price: 1499,
      rating: null,
      ratingNumber: 0,
      isAddedToWishlist: true,
    });
    expect(await isAddedToWishlist(t.database.db, id, scarf)).toBe(true);
    expect([...(await wishlistedAmong(t.database.db, id, [scarf, 'other']))]).toEqual([scarf]);
  });

  it('marks a saved product with variants, priced from its lowest variant (issue 20)', async () => {
    const { token } = await createAccount(t.app, t.database.db, { name: 'Xavier' });
    const tee = await createProduct(t.database.db, seller.id, {
      name: 'Cotton Tee',
      sellingPrice: 1,
      stock: 0,
    });
    await createVariants(t.database.db, tee, seller.id, [
      { sku: 'TEE-M', options: { size: 'M' }, sellingPrice: 54_900, stock: 3 },
      { sku: 'TEE-S', options: { size: 'S' }, sellingPrice: 49_900, mrpPrice: 59_900, stock: 0 },
    ]);
    await post(t.app, '/api/user/add-to-wishlist', { productId: tee }, token);
    await post(t.app, '/api/user/add-to-wishlist', { productId: scarf }, token);
    const cards = (await post(t.app, '/api/user/get-wishlist', undefined, token)).json().wishListProducts;
    expect(cards.find((card: { id: string }) => card.id === tee)).toMatchObject({
      hasVariants: true,
      sellingPrice: 499,
      mrpPrice: 599,
      stock: 3,
    });
    expect(cards.find((card: { id: string }) => card.id === scarf)).not.toHaveProperty('hasVariants');
  });
});
