// Catalogue answers read again from the cache, over a real socket: a repeated public read gets exactly what was
// sent the first time (bytes, status, headers), a write shows at once, and a shopper's own or a malformed read
// is never answered from a visitor's bytes.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test-support/log-capture.js';
import { post } from '../../test-support/auth-helpers.js';
import { createAccount, createProduct, type Account } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let base: string;
let buyer: Account;
let lampId: string;
const log = captureLog();
const list = '/api/product/get-all-products?searchCategory=others';

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const seller = await createAccount(t.app, t.database.db, { name: 'Seller Sen', userType: 'seller' });
  buyer = await createAccount(t.app, t.database.db, { name: 'Buyer Bose' });
  lampId = await createProduct(t.database.db, seller.id, {
    name: 'Brass lamp',
    sellingPrice: 99_900,
    stock: 4,
  });
});
afterAll(async () => t?.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers });
const hits = () => t.app.catalogCache.stats().hits;
type Card = { id: string; stock: number; isAddedToWishlist?: boolean };
const cards = async (res: Response) => ((await res.json()) as { products: Card[] }).products;
const headersOf = (res: Response) => {
  const { date: _date, 'x-request-id': _id, ...rest } = Object.fromEntries(res.headers);
  return rest;
};

describe('repeated catalogue reads', () => {
  it('sends a repeated public read from the cache: the same bytes, status and headers as the first time', async () => {
    for (const path of [
      list,
      `/api/product/${lampId}`,
      '/api/product/best-sellers',
      '/api/product/suggest?q=bra',
    ]) {
      const first = await get(path);
      const firstBody = await first.text();
      const before = hits();
      const again = await get(path);
      expect(hits()).toBe(before + 1);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(firstBody);
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(again.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    }
  });

  it('answers 304 to a current copy, headers only to HEAD, and keeps a caller’s request id', async () => {
    const first = await get(list);
    const etag = first.headers.get('etag')!;
    const revalidated = await get(list, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const head = await get(list, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
    const traced = await get(list, { 'x-request-id': 'proxy-trace-0042' });
    expect(traced.headers.get('x-request-id')).toBe('proxy-trace-0042');
    expect(log.text()).toMatch(
      /"reqId":"proxy-trace-0042".*"msg":"GET \/api\/product\/get-all-products\?searchCategory=others 200 \d+ ms"/,
    );
  });

  it('shows a write at once: a moved stock or a new name is never sent from the old bytes', async () => {
    const etag = (await get(list)).headers.get('etag')!;
    await t.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', lampId).execute();
    const restocked = await get(list, { 'if-none-match': etag });
    expect(restocked.status).toBe(200); // the browser's copy is no longer current
    expect((await cards(restocked)).find((c) => c.id === lampId)?.stock).toBe(1);

    await t.database.db
      .updateTable('products')
      .set({ name: 'Brass oil lamp' })
      .where('id', '=', lampId)
      .execute();
    const renamed = (await (await get(list)).json()) as { products: { id: string; name: string }[] };
    expect(renamed.products.find((p) => p.id === lampId)?.name).toBe('Brass oil lamp');
  });

  it("never answers a shopper's own or a malformed read from a visitor's bytes", async () => {
    await post(t.app, '/api/user/add-to-wishlist', { productId: lampId }, buyer.token);
    const visitor = await get(list);
    const visitorBody = await visitor.text();
    const own = await get(list, { authorization: `Bearer ${buyer.token}` });
    expect((await cards(own)).find((c) => c.id === lampId)?.isAddedToWishlist).toBe(true);
    expect(own.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
    const malformed = await get('/api/product/get-all-products?limit=abc');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: expect.stringMatching(/^Limit /) });
    // "Bearer null" is no token: the visitor's ready answer, from the cache
    const before = hits();
    const tokenless = await get(list, { authorization: 'Bearer null' });
    expect(tokenless.status).toBe(200);
    expect(await tokenless.text()).toBe(visitorBody);
    expect(hits()).toBe(before + 1);
  });
});
