// A landing page is sent with the catalogue answers its first render asks for (for exactly the URL the web
// app requests) and with preloads of the photos it shows first; nothing in an answer can break out of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  catalogContract,
  endpointPath,
  filtersFromSearchParams,
  PRODUCT_CARD_IMAGE_SIZES,
  productListQuery,
  withQuery,
} from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { createAccount, createProduct } from '../../test-support/shop-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-first-answers-'));
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Bazaar</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/index-e1.js', isEntry: true } }),
);

let t: TestApp;
let first: string;
let second: string;
const upload = `/media/products/uploads/${'a1b2c3'}.webp`;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  const seller = await createAccount(t.app, t.database.db, { name: 'Seller', userType: 'seller' });
  first = await createProduct(t.database.db, seller.id, {
    name: '</script><script>alert(1)</script> Teapot',
    sellingPrice: 50_000,
    stock: 3,
  });
  second = await createProduct(t.database.db, seller.id, {
    name: "Kettle $` $& $' $$",
    sellingPrice: 80_000,
    stock: 2,
  });
  await t.database.db
    .updateTable('productImages')
    .set({ url: upload })
    .where('productId', '=', second)
    .execute();
  await createProduct(t.database.db, seller.id, {
    name: 'Hidden lamp',
    sellingPrice: 1_000,
    stock: 1,
    isHide: true,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string, status = 200) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  const html = res.body;
  const block = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const answers = block === undefined ? [] : (JSON.parse(block) as { url: string; body: unknown }[]);
  const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
  return { html, answers, preloads };
}

const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json() as unknown;

describe('a landing page', () => {
  it("is sent with its list's first page, for the very URL the web app asks for, and its first photos", async () => {
    const pageUrl = '/products?category=others&sort=price-desc&inStock=1';
    const { answers, preloads } = await page(pageUrl);
    const query = productListQuery(filtersFromSearchParams(new URL(pageUrl, 'http://x').searchParams), 1);
    const url = withQuery(endpointPath(catalogContract.getAllProducts), query);
    expect(answers).toEqual([{ url, body: await api(url) }]);
    const names = (answers[0]?.body as { products: { name: string }[] }).products.map((p) => p.name);
    expect(names).toEqual(["Kettle $` $& $' $$", '</script><script>alert(1)</script> Teapot']); // never the hidden one

    // the Kettle is an upload: the preload offers its copies with the card's sizes, so the browser picks the
    // same file for both
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain(`href="${upload}"`);
    expect(preloads[0]).toContain(`imagesrcset="/media/products/uploads/a1b2c3-w320.webp 320w`);
    expect(preloads[0]).toContain(`imagesizes="${PRODUCT_CARD_IMAGE_SIZES}"`);
    expect(preloads[1]).toContain(`href="/media/${first}.webp"`);
    expect(preloads[1]).not.toContain('imagesrcset');
  });

  it('keeps every text of an answer inside its data block (a product named </script> or $` stays data)', async () => {
    const { html, answers } = await page('/products?category=others');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1); // the data block, which is never run
    expect(html.match(/<title>/g)).toHaveLength(1); // `$\`` did not copy the page into the answers
    const body = answers[0]?.body as { products: { name: string }[] };
    // (both were added in the same instant: their order in the default sort is not the point here)
    expect(body.products.map((p) => p.name).sort()).toEqual([
      '</script><script>alert(1)</script> Teapot',
      "Kettle $` $& $' $$",
    ]);
  });

  it("is sent with a product page's product, its related products and main photo, and with nothing for one that is not there", async () => {
    const { answers, preloads } = await page(`/product/${second}`);
    const url = endpointPath(catalogContract.getProduct, { id: second });
    // what the page's related-products query sends (its category, the product left out)
    const related = `/api/product/get-related-product?category=others&productId=${second}`;
    expect(answers).toEqual([
      { url, body: await api(url) },
      { url: related, body: await api(related) },
    ]);
    expect((answers[1]?.body as { product: { id: string }[] }).product.map((p) => p.id)).toEqual([first]);
    expect(preloads).toEqual([`<link rel="preload" as="image" fetchpriority="high" href="${upload}">`]);

    const none = await page(`/product/${newId()}`, 404);
    expect(none.answers).toEqual([]);
    expect(none.preloads).toEqual([]);
  });

  it('answers 404 for a product page whose product is not there (unknown, hidden, malformed id), still the app and sending no answer it would take for the product', async () => {
    const hidden = await t.database.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Hidden lamp')
      .executeTakeFirstOrThrow();
    for (const url of [
      `/product/${newId()}`,
      `/product/${hidden.id}`,
      '/product/not-an-id',
      '/product/get-related-product', // another call's URL under /api/product/: still no product
      '/product/%ZZ',
    ]) {
      const { html, answers } = await page(url, 404);
      expect(html, url).toContain('<div id="root">');
      // the app takes any sent answer as a 200: a 404 is never among them, the app asks and gets it itself
      expect(answers, url).toEqual([]);
    }
    expect((await t.app.inject({ method: 'HEAD', url: `/product/${newId()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: `/product/${second}` })).statusCode).toBe(200);
  });

  it("is sent with the home page's best sellers; other pages with nothing", async () => {
    const { answers } = await page('/');
    const url = endpointPath(catalogContract.bestSellers);
    expect(answers).toEqual([{ url, body: await api(url) }]);
    expect((await page('/cart')).answers).toEqual([]);
    expect((await page('/login')).answers).toEqual([]);
  });
});
