// Reviews written at the same moment, through two API processes on one database (what a load balancer does),
// keep the product's stored rating equal to its reviews: docs/product.md shows the mean of the reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { createAccount, createProduct, type Account } from '../../test-support/shop-fixtures.js';
import { createSecondApp, createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let seller: Account;

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondApp(t);
  seller = await createAccount(t.app, t.database.db, { name: 'Kashi Looms', userType: 'seller' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function storedRating(productId: string) {
  const db = t.database.db;
  const product = await db
    .selectFrom('products')
    .select(['ratingTotal', 'ratingCount'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const reviews = await db
    .selectFrom('reviews')
    .select('rating')
    .where('productId', '=', productId)
    .execute();
  return {
    total: Number(product.ratingTotal),
    count: Number(product.ratingCount),
    reviewTotal: reviews.reduce((sum, review) => sum + review.rating, 0),
    reviewCount: reviews.length,
  };
}

const review = (productId: string, rating: number, index: number) => ({
  productId,
  rating,
  title: `Take ${index}`,
  message: `Rated ${rating} on take ${index}`,
});

describe('POST /api/product/submit-review under concurrency', () => {
  it('keeps the rating equal to the reviews when one buyer replaces their review 20 times at once', async () => {
    const product = await createProduct(t.database.db, seller.id, {
      name: 'Silk Scarf',
      sellingPrice: 99_900,
      stock: 5,
    });
    const buyer = await createAccount(t.app, t.database.db, { name: 'Tara' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          index % 2 ? second.app : t.app,
          '/api/product/submit-review',
          review(product, (index % 5) + 1, index),
          buyer.token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const rating = await storedRating(product);
    expect(rating.reviewCount).toBe(1);
    expect(rating).toEqual({
      total: rating.reviewTotal,
      count: 1,
      reviewTotal: rating.reviewTotal,
      reviewCount: 1,
    });
    expect(rating.total).toBeGreaterThanOrEqual(1);
    expect(rating.total).toBeLessThanOrEqual(5);
  });

  it('counts every buyer once when many buyers review and re-review at once', async () => {
    const product = await createProduct(t.database.db, seller.id, {
      name: 'Jute Bag',
      sellingPrice: 29_900,
      stock: 5,
    });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        createAccount(t.app, t.database.db, { name: `Buyer ${index}` }),
      ),
    );
    const answers = await Promise.all(
      buyers.flatMap((buyer, b) =>
        [1, 2, 3].map((take) =>
          post(
            take % 2 ? second.app : t.app,
            '/api/product/submit-review',
            review(product, ((b + take) % 5) + 1, take),
            buyer.token,
          ),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const rating = await storedRating(product);
    expect(rating.reviewCount).toBe(6);
    expect({ total: rating.total, count: rating.count }).toEqual({ total: rating.reviewTotal, count: 6 });
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${product}` });
    const shown = page.json().product.rating;
    expect(shown).toBe(Math.round((rating.reviewTotal / 6) * 10) / 10);
  });
});
