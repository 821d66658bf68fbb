// The catalogue cache: public reads are served from memory with an ETag, and any write to what they show
// (a product, its stock, a review, from this process or straight in the database) shows on the next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { createAccount, createProduct, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { catalogueVersion, createCatalogCache, type CachedAnswer } from './catalog.cache.js';

let t: TestApp;
let seller: Account;
let buyer: Account;
let lampId: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const category = '/api/product/get-all-products?searchCategory=others';
const lampPage = () => `/api/product/${lampId}`;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createAccount(t.app, t.database.db, { name: 'Seller Sen', userType: 'seller' });
  buyer = await createAccount(t.app, t.database.db, { name: 'Buyer Bose' });
  lampId = await createProduct(t.database.db, seller.id, {
    name: 'Brass desk lamp',
    sellingPrice: 99_900,
    stock: 4,
  });
  await createProduct(t.database.db, seller.id, { name: 'Cotton tote bag', sellingPrice: 29_900, stock: 9 });
});
afterAll(async () => t?.close());

describe('catalogue answers from the cache', () => {
  it('serves the same bytes and ETag again, and 304 to a client whose copy is current', async () => {
    for (const url of [category, lampPage(), '/api/product/best-sellers', '/api/product/suggest?q=bra']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('application/json');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const second = await get(url);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(etag);
      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }
  });

  it('shows a stock change, a price change and a hidden product at once', async () => {
    const before = await get(category);
    const lamp = () =>
      get(category).then((res) => res.json().products) as Promise<
        { id: string; stock: number; price: number }[]
      >;
    expect((await lamp()).find((card) => card.id === lampId)?.stock).toBe(4);

    await t.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', lampId).execute();
    expect((await lamp()).find((card) => card.id === lampId)?.stock).toBe(1);
    const page = await get(lampPage());
    expect(page.json().product.stock).toBe(1);

    const changed = await get(category, { 'if-none-match': before.headers.etag as string });
    expect(changed.statusCode).toBe(200);

    await t.database.db.updateTable('products').set({ isHide: 1 }).where('id', '=', lampId).execute();
    expect((await lamp()).some((card) => card.id === lampId)).toBe(false);
    expect((await get(lampPage())).statusCode).toBe(404);
    await t.database.db.updateTable('products').set({ isHide: 0 }).where('id', '=', lampId).execute();
    expect((await get(lampPage())).statusCode).toBe(200);
  });

  it('shows a review submitted through the API on the product page and its card at once', async () => {
    const before = (await get(lampPage())).json().product;
    const res = await post(
      t.app,
      '/api/product/submit-review',
      { productId: lampId, rating: 5, title: 'Lovely light', message: 'Warm and bright.' },
      buyer.token,
    );
    expect(res.statusCode).toBeLessThan(300);
    const after = (await get(lampPage())).json().product;
    expect(after.ratingNumber).toBe(before.ratingNumber + 1);
    expect(after.review.map((review: { title: string }) => review.title)).toContain('Lovely light');
    const card = (await get(category)).json().products.find((c: { id: string }) => c.id === lampId);
    expect(card.ratingNumber).toBe(after.ratingNumber);
  });

  it('bumps the catalogue version on writes that change what lists show, not on a stock move above zero nor on reads', async () => {
    const v0 = await catalogueVersion(t.database.db);
    await get(category);
    expect(await catalogueVersion(t.database.db)).toBe(v0);
    // a purchase's stock move writes no shared row: the cache checks the stock of the products it shows
    await t.database.db.updateTable('products').set({ stock: 7 }).where('id', '=', lampId).execute();
    expect(await catalogueVersion(t.database.db)).toBe(v0);
    // a stock that reaches zero changes the in-stock lists: bumped once for the transaction
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ stock: 0 }).where('id', '=', lampId).execute();
      await trx.updateTable('products').set({ name: 'Brass desk lamp' }).where('id', '=', lampId).execute();
    });
    const v1 = await catalogueVersion(t.database.db);
    expect(v1).toBeGreaterThan(v0);
    await t.database.db.updateTable('products').set({ stock: 5 }).where('id', '=', lampId).execute();
    const v2 = await catalogueVersion(t.database.db);
    expect(v2).toBeGreaterThan(v1);
    await t.database.db
      .updateTable('products')
      .set({ sellingPrice: 98_900 })
      .where('id', '=', lampId)
      .execute();
    expect(await catalogueVersion(t.database.db)).toBeGreaterThan(v2);
  });

  it('rewrites the stock in the answers that show a product whose stock moved, and builds nothing again', async () => {
    const tote = '/api/product/get-all-products?searchQuery=tote';
    const lamp = '/api/product/get-all-products?searchQuery=lamp';
    await get(tote);
    const lampBefore = await get(lamp);
    const before = t.app.catalogCache.stats();
    await t.database.db.updateTable('products').set({ stock: 3 }).where('id', '=', lampId).execute();
    expect((await get(tote)).statusCode).toBe(200);
    const lampAfter = await get(lamp);
    expect(lampAfter.json().products[0]).toMatchObject({ id: lampId, stock: 3 });
    expect(lampAfter.headers.etag).not.toBe(lampBefore.headers.etag);
    expect(lampAfter.json()).toEqual({
      ...lampBefore.json(),
      products: [{ ...lampBefore.json().products[0], stock: 3 }],
    });
    expect((await get(lampPage())).json().product.stock).toBe(3);
    const after = t.app.catalogCache.stats();
    expect(after).toMatchObject({ cleared: before.cleared, stale: before.stale });
    expect(after.restocked).toBeGreaterThanOrEqual(before.restocked + 1);
    expect(after.hits).toBeGreaterThan(before.hits);
  });

  it("lays the signed-in shopper's wishlist marks over the shared answer, and nobody else's", async () => {
    const saved = await post(t.app, '/api/user/add-to-wishlist', { productId: lampId }, buyer.token);
    expect(saved.statusCode).toBe(201);
    const mark = async (token?: string) =>
      (await get(category, token ? { authorization: `Bearer ${token}` } : {}))
        .json()
        .products.find((card: { id: string }) => card.id === lampId)?.isAddedToWishlist;
    expect(await mark(buyer.token)).toBe(true);
    expect(await mark()).toBeUndefined();
    const other = await createAccount(t.app, t.database.db, { name: 'Other Oak' });
    expect(await mark(other.token)).toBe(false);
    const best = (await get('/api/product/best-sellers', { authorization: `Bearer ${buyer.token}` })).json();
    expect(best.products.find((card: { id: string }) => card.id === lampId)?.isAddedToWishlist).toBe(true);

    await post(t.app, '/api/user/add-to-wishlist', { productId: lampId }, buyer.token);
    expect(await mark(buyer.token)).toBe(false);
  });
});

const snapshot = (version: number, stock = new Map<string, number>(), newestOrder: string | null = null) => ({
  version,
  stock,
  newestOrder,
});

describe('answers found by request URL', () => {
  it('finds an answer by the URL that asked for it, until the catalogue version changes', async () => {
    let version = 1;
    let builds = 0;
    const cache = createCatalogCache(async () => snapshot(version));
    const build = async () => ({ products: [{ id: 'p1' }], build: ++builds });
    const shown = () => ({ stock: [] });
    const url = '/api/product/get-all-products?searchCategory=others';
    expect(await cache.byUrl(url)).toBeUndefined();

    const first = await cache.answer('list\0others', build, shown, url);
    expect(await cache.byUrl(url)).toBe(first);
    // another spelling of the same query shares the entry once it has asked for it
    const spelled = `${url}&`;
    expect(await cache.byUrl(spelled)).toBeUndefined();
    expect(await cache.answer('list\0others', build, shown, spelled)).toBe(first);
    expect(await cache.byUrl(spelled)).toBe(first);
    expect(builds).toBe(1);

    version = 2;
    expect(await cache.byUrl(url)).toBeUndefined();
    const rebuilt = await cache.answer('list\0others', build, shown, url);
    expect(JSON.parse(rebuilt.body.toString()).build).toBe(2);
    expect(await cache.byUrl(url)).toBe(rebuilt);
  });

  it('forgets a URL whose answer was evicted, and holds no more URLs than answers', async () => {
    const cache = createCatalogCache(() => snapshot(1), { maxEntries: 2 });
    for (const n of [1, 2, 3])
      await cache.answer(
        `key${n}`,
        async () => ({ n }),
        () => ({ stock: [] }),
        `/url${n}`,
      );
    expect(await cache.byUrl('/url1')).toBeUndefined();
    expect(JSON.parse((await cache.byUrl('/url3'))!.body.toString())).toEqual({ n: 3 });
    expect(cache.stats().entries).toBe(2);
  });

  it('rewrites the stock of an answer in place, and rebuilds best sellers on a new order or when old', async () => {
    let state = snapshot(1, new Map([['p1', 5]]), '2026-01-01T00:00:00.000Z');
    let clock = 0;
    let builds = 0;
    const cache = createCatalogCache(() => state, { now: () => clock, ordersMaxAgeMs: 10_000 });
    const build = async () => ({ products: [{ id: 'p1', stock: state.stock.get('p1')! }], build: ++builds });
    const answer = (key: string, orders: boolean) =>
      cache
        .answer(key, build, (value) => ({ stock: value.products, orders }), `/${key}`)
        .then((a) => JSON.parse(a.body.toString()) as { products: { stock: number }[]; build: number });
    expect(await answer('list', false)).toEqual({ products: [{ id: 'p1', stock: 5 }], build: 1 });
    expect(await answer('best', true)).toEqual({ products: [{ id: 'p1', stock: 5 }], build: 2 });
    expect((await answer('list', false)).build).toBe(1);

    state = snapshot(1, new Map([['p1', 4]]), state.newestOrder);
    const moved = cache.byUrl('/list') as CachedAnswer;
    expect(JSON.parse(moved.body.toString())).toEqual({ products: [{ id: 'p1', stock: 4 }], build: 1 });
    expect((await answer('best', true)).products[0]!.stock).toBe(4);
    expect(builds).toBe(2);

    state = snapshot(1, state.stock, '2026-01-01T00:00:01.000Z');
    expect(cache.byUrl('/best')).toBeUndefined();
    expect((await answer('best', true)).build).toBe(3);
    clock += 10_000;
    expect(cache.byUrl('/best')).toBeUndefined();
    expect(cache.byUrl('/list')).toBeDefined();
    expect(cache.stats()).toMatchObject({ cleared: 0, stale: 2, restocked: 2 });
  });

  it('gives a visitor with no token, "Bearer null" or a stale token the public answer', async () => {
    const first = await get(category);
    for (const authorization of ['Bearer null', 'Bearer undefined', 'Bearer not.a.token']) {
      const again = await get(category, { authorization });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    }
  });
});
