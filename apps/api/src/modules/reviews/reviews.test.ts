import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { openShelf, type Shelf } from '../../test-support/catalog-shelf.js';
import type { TestApp } from '../../test-support/test-app.js';

let shelf: Shelf;
let t: TestApp;
let buyerToken: string;
let ids: Record<string, string>;
const get = (...args: Parameters<Shelf['get']>) => shelf.get(...args);
const list = (...args: Parameters<Shelf['list']>) => shelf.list(...args);

beforeAll(async () => {
  shelf = await openShelf();
  ({ t, buyerToken, ids } = shelf);
  // the buyer ordered the kettle (not delivered yet: no verified purchase until the last test delivers it)
  await shelf.placeOrder('order placed', [['kettle', 3]]);
});
afterAll(async () => t.close());

describe('POST /api/product/submit-review', () => {
  const review = (body: Record<string, unknown>, token = buyerToken) =>
    post(t.app, '/api/product/submit-review', body, token);
  const product = async (key: string) => (await get(`/api/product/${ids[key]}`)).json().product;

  it('needs a signed-in user', async () => {
    const res = await post(t.app, '/api/product/submit-review', {
      productId: ids.kettle,
      rating: 5,
      title: 'a',
      message: 'b',
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 2.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ title: ' ' }, 'Title is required'],
    [{ message: '' }, 'Message is required'],
    [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
  ])('refuses %j with "%s" and writes nothing', async (fields, message) => {
    const res = await review({
      productId: ids.kettle,
      rating: 4,
      title: 'Good',
      message: 'Works',
      ...fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await product('kettle')).review).toEqual([]);
  });

  it('answers 404 for an unknown or hidden product', async () => {
    for (const productId of [newId(), ids.hidden]) {
      const res = await review({ productId, rating: 4, title: 'Good', message: 'Works' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('keeps one review per buyer (the second replaces the first) and the rating mean in step', async () => {
    const first = await review({ productId: ids.kettle, rating: 2, title: 'Slow', message: 'Takes long' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Thankyou for your Review!' });
    expect(await product('kettle')).toMatchObject({ rating: 2, ratingNumber: 1 });

    const second = await review({
      productId: ids.kettle,
      rating: 5,
      title: 'Great after all',
      message: 'Fast now',
    });
    expect(second.statusCode).toBe(201);
    const page = await product('kettle');
    expect(page).toMatchObject({ rating: 5, ratingNumber: 1 });
    expect(page.review).toEqual([
      {
        _id: expect.any(String),
        rating: 5,
        title: 'Great after all',
        message: 'Fast now',
        userName: 'Meera Nair',
        createdAt: expect.any(String),
        verifiedPurchase: false,
      },
    ]);

    const otherToken = await signUpVerified(t.app, t.database.db, {
      name: 'Ravi',
      email: 'ravi@example.com',
    });
    await review(
      { productId: ids.kettle, rating: 4, title: 'Fine', message: 'Ok', userName: 'Someone else' },
      otherToken,
    );
    const both = await product('kettle');
    expect(both).toMatchObject({ rating: 4.5, ratingNumber: 2 });
    expect(both.review.map((r: { userName: string }) => r.userName).sort()).toEqual(['Meera Nair', 'Ravi']);
    const card = (await list({ searchQuery: 'kettle' })).products[0];
    expect(card).toMatchObject({ rating: 4.5, ratingNumber: 2 });
  });

  it('keeps one review when the same buyer submits twice at once', async () => {
    const token = await signUpVerified(t.app, t.database.db, { name: 'Isha', email: 'isha@example.com' });
    const [a, b] = await Promise.all([
      review({ productId: ids.tv, rating: 1, title: 'One', message: 'First try' }, token),
      review({ productId: ids.tv, rating: 3, title: 'Three', message: 'Second try' }, token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const page = await product('tv');
    expect(page.review).toHaveLength(1);
    expect(page).toMatchObject({ ratingNumber: 1, rating: page.review[0].rating });
  });

  it('marks the review of a buyer who received the product as a verified purchase', async () => {
    // the order placed for the kettle at the start is delivered now
    await t.database.db
      .updateTable('orders')
      .set({ status: 'delivered' })
      .where('status', '=', 'order placed')
      .execute();
    const page = await product('kettle');
    const mine = page.review.find((r: { userName: string }) => r.userName === 'Meera Nair');
    const theirs = page.review.find((r: { userName: string }) => r.userName === 'Ravi');
    expect(mine.verifiedPurchase).toBe(true);
    expect(theirs.verifiedPurchase).toBe(false);
  });
});
