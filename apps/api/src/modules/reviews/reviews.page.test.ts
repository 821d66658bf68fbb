// issue 21, part 7: reviews that mean something — the seller cannot review (or buy) their own product, only a
// buyer who received the product is a verified purchase, and the product page reads its reviews a page at a
// time, sorted, with the count of each star.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { post } from '../../test-support/auth-helpers.js';
import { submitOrder } from '../../test-support/checkout-helpers.js';
import {
  checkoutRowCounts,
  createAccount,
  createProduct,
  stockOf,
  type Account,
} from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: Account;
let lamp: string;
let hidden: string;
const db = () => t.database.db;

/** Reviews written straight to the table, the first one oldest, one minute apart. */
async function writeReviews(productId: string, ratings: number[]) {
  let minute = 0;
  for (const rating of ratings) {
    const { id: userId } = await createAccount(t.app, db(), { name: `Reader ${++minute}` });
    await db()
      .insertInto('reviews')
      .values({
        id: newId(),
        productId,
        userId,
        userName: `Reader ${minute}`,
        rating,
        title: `Title ${minute}`,
        message: `Review number ${minute}`,
        createdAt: new Date(Date.UTC(2026, 5, 1, 10, minute)).toISOString(),
      })
      .execute();
  }
}

const reviewsOf = (productId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews${query}` });

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, db(), { name: 'Asha Handlooms', userType: 'seller' });
  lamp = await createProduct(db(), seller.id, { name: 'Brass Lamp', sellingPrice: 50_000, stock: 10 });
  hidden = await createProduct(db(), seller.id, {
    name: 'Old Lamp',
    sellingPrice: 50_000,
    stock: 1,
    isHide: true,
  });
  // twelve reviews, oldest first: 5,4,3,5,1,2,5,4,5,3,1,5
  await writeReviews(lamp, [5, 4, 3, 5, 1, 2, 5, 4, 5, 3, 1, 5]);
});
afterAll(async () => t.close());

describe('GET /api/product/{id}/reviews', () => {
  it('answers the newest five by default with the count of each star and the number of pages', async () => {
    const res = await reviewsOf(lamp);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 12, page: 1, pages: 3, limit: 5, sort: 'newest' });
    expect(page.reviews.map((r: { title: string }) => r.title)).toEqual([
      'Title 12',
      'Title 11',
      'Title 10',
      'Title 9',
      'Title 8',
    ]);
    expect(page.breakdown).toEqual([
      { rating: 5, count: 5 },
      { rating: 4, count: 2 },
      { rating: 3, count: 2 },
      { rating: 2, count: 1 },
      { rating: 1, count: 2 },
    ]);
  });

  it('sorts by highest or lowest rating (newest first among equals) and pages to the end', async () => {
    const highest = (await reviewsOf(lamp, '?sort=highest&limit=6')).json();
    expect(highest.reviews.map((r: { rating: number; title: string }) => [r.rating, r.title])).toEqual([
      [5, 'Title 12'],
      [5, 'Title 9'],
      [5, 'Title 7'],
      [5, 'Title 4'],
      [5, 'Title 1'],
      [4, 'Title 8'],
    ]);
    const lowest = (await reviewsOf(lamp, '?sort=lowest&page=1&limit=3')).json();
    expect(lowest.reviews.map((r: { rating: number; title: string }) => [r.rating, r.title])).toEqual([
      [1, 'Title 11'],
      [1, 'Title 5'],
      [2, 'Title 6'],
    ]);
    const last = (await reviewsOf(lamp, '?page=3')).json();
    expect(last).toMatchObject({ page: 3, pages: 3 });
    expect(last.reviews.map((r: { title: string }) => r.title)).toEqual(['Title 2', 'Title 1']);
    const past = (await reviewsOf(lamp, '?page=4')).json();
    expect(past).toMatchObject({ page: 4, pages: 3, reviews: [] });
  });

  it('keeps the product page answer the spec client reads: every review, newest first, with the breakdown', async () => {
    const product = (await t.app.inject({ method: 'GET', url: `/api/product/${lamp}` })).json().product;
    expect(product.review).toHaveLength(12);
    expect(product.review[0].title).toBe('Title 12');
    expect(product.ratingBreakdown[0]).toEqual({ rating: 5, count: 5 });
  });

  it.each([
    ['?sort=best', 'Sort is not valid'],
    ['?page=0', 'Page must be a whole number of at least 1'],
    ['?page=two', 'Page must be a whole number of at least 1'],
    ['?limit=51', 'Limit must be at most 50'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const res = await reviewsOf(lamp, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for a hidden or unknown product', async () => {
    for (const id of [hidden, newId()]) {
      const res = await reviewsOf(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
  });
});

describe('a seller and their own product', () => {
  it('refuses the seller’s review of their own product with 403 and writes nothing', async () => {
    const res = await post(
      t.app,
      '/api/product/submit-review',
      { productId: lamp, rating: 5, title: 'Best lamp', message: 'Buy it' },
      seller.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot review your own product');
    expect((await reviewsOf(lamp)).json().total).toBe(12);
  });

  it('refuses a checkout holding the seller’s own product with 403: no order, no stock taken', async () => {
    const before = await checkoutRowCounts(db());
    const other = await createAccount(t.app, db(), { name: 'Bharat Brass', userType: 'seller' });
    const bowl = await createProduct(db(), other.id, { name: 'Brass Bowl', sellingPrice: 20_000, stock: 4 });
    const res = await submitOrder(t.app, seller.token, {
      lines: [
        { id: bowl, quantity: 1 },
        { id: lamp, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Brass Lamp is your own product: sellers cannot buy their own products');
    expect(await stockOf(db(), lamp)).toBe(10);
    expect(await stockOf(db(), bowl)).toBe(4);
    expect(await checkoutRowCounts(db())).toEqual(before);
    // the same seller buys another seller's product
    const other_ = await submitOrder(t.app, seller.token, { lines: [{ id: bowl, quantity: 1 }] });
    expect(other_.statusCode).toBe(201);
  });
});

describe('Verified Purchase', () => {
  it('marks only a reviewer whose order of the product was delivered', async () => {
    const shawl = await createProduct(db(), seller.id, {
      name: 'Cotton Shawl',
      sellingPrice: 30_000,
      stock: 9,
    });
    const delivered = await createAccount(t.app, db(), { name: 'Delivered Dev' });
    const pending = await createAccount(t.app, db(), { name: 'Pending Priya' });
    const browser = await createAccount(t.app, db(), { name: 'Browsing Bina' });
    const placed = await submitOrder(t.app, delivered.token, { lines: [{ id: shawl, quantity: 1 }] });
    await submitOrder(t.app, pending.token, { lines: [{ id: shawl, quantity: 1 }] });
    await db()
      .updateTable('orders')
      .set({ status: 'delivered' })
      .where('id', '=', placed.json().orderIds[0])
      .execute();
    for (const account of [delivered, pending, browser]) {
      const res = await post(
        t.app,
        '/api/product/submit-review',
        { productId: shawl, rating: 4, title: 'Warm', message: 'Soft cotton' },
        account.token,
      );
      expect(res.statusCode).toBe(201);
    }
    const { reviews } = (await reviewsOf(shawl)).json();
    const marks = Object.fromEntries(
      reviews.map((r: { userName: string; verifiedPurchase: boolean }) => [r.userName, r.verifiedPurchase]),
    );
    expect(marks).toEqual({ 'Delivered Dev': true, 'Pending Priya': false, 'Browsing Bina': false });
  });
});
