// The landing pages (home, product list, product page) name their route chunks in index.html, so a phone
// fetches them beside the entry instead of after running it, and carry their build-time first paint inside
// #root; other pages get the plain index.html with the loader's first paint.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Bazaar</title><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'] },
    '_shared-s1.js': { file: 'assets/shared-s1.js' },
    'src/features/catalog/pages/home-page.tsx': {
      file: 'assets/home-page-h1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_grid-g1.js'],
    },
    '_grid-g1.js': { file: 'assets/grid-g1.js', imports: ['_shared-s1.js'] },
    'src/features/catalog/pages/products-page.tsx': {
      file: 'assets/products-page-p1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_grid-g1.js'],
    },
    '_product-detail-page-d1.js': {
      file: 'assets/product-detail-page-d1.js',
      name: 'product-detail-page',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
  }),
);

const firstPaints = {
  home: '<header>Bazaar</header><h2>Best Sellers</h2>',
  products: '<header>Bazaar</header><h1>Products</h1>',
  product: '<header>Bazaar</header><div class="skeleton"></div>',
  other: '<div role="status" aria-label="Loading"></div>',
};
fs.writeFileSync(path.join(webDist, '.first-paint.json'), JSON.stringify(firstPaints));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

// A page the app has no screen for, or whose product is not there (`abc123` is no product id), still gets
// the app, with 404.
const NOT_FOUND = ['/no-such-page', '/product/abc/extra', '/product/abc123'];

const page = async (url: string, app: TestApp = t) => {
  const res = await app.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(NOT_FOUND.includes(url) ? 404 : 200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
};

const preloads = async (url: string) =>
  [
    ...(await page(url)).matchAll(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g,
    ),
  ].map((m) => m[1]);

/** What the page sends inside #root (then only the catalogue's first answers, catalog.first-answers.test.ts). */
const rootOf = async (url: string, app?: TestApp) =>
  /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json" id="first-answers">[^<]*<\/script>)?<\/body>/.exec(
    await page(url, app),
  )?.[1];

describe('landing pages', () => {
  it('preload their route chunk and its imports, not what the entry already loads', async () => {
    expect(await preloads('/')).toEqual(['/assets/home-page-h1.js', '/assets/grid-g1.js']);
    expect(await preloads('/products?category=books')).toEqual([
      '/assets/products-page-p1.js',
      '/assets/grid-g1.js',
    ]);
    expect(await preloads('/product/abc123')).toEqual(['/assets/product-detail-page-d1.js']);
  });

  it('leave every other page as built', async () => {
    expect(await preloads('/login')).toEqual([]);
    expect(await preloads('/product/abc/extra')).toEqual([]);
  });

  it("show their own first paint inside #root, and every other page the loader's", async () => {
    expect(await rootOf('/')).toBe(firstPaints.home);
    expect(await rootOf('/products?q=phone')).toBe(firstPaints.products);
    expect(await rootOf('/product/abc123')).toBe(firstPaints.product);
    for (const url of ['/login', '/cart', '/product/abc/extra', '/seller/dashboard', '/no-such-page']) {
      expect(await rootOf(url), url).toBe(firstPaints.other);
    }
  });

  it('keep #root empty when the build has no first paint (the app then shows its own loader)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-plain-'));
    fs.cpSync(webDist, dist, { recursive: true });
    fs.rmSync(path.join(dist, '.first-paint.json'));
    const app = await createTestApp({ WEB_DIST: dist });
    try {
      expect(await rootOf('/', app)).toBe('');
      expect(await rootOf('/login', app)).toBe('');
      expect(await preloads('/')).toEqual(['/assets/home-page-h1.js', '/assets/grid-g1.js']);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('pages that are not there', () => {
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
  const csp = async () => (await get('/')).headers['content-security-policy'];

  it('answer a path the app has no screen for with 404 and the app, which takes it from there', async () => {
    for (const url of ['/nothing-here', '/no/such/page', '/seller/no-such-tab', '/product', '/login/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<div id="root">${firstPaints.other}</div>`);
      expect((await get(url, 'HEAD')).statusCode, `HEAD ${url}`).toBe(404);
    }
  });

  it("keep 200 for every path the app's router shows a screen at, matched as the router matches", async () => {
    for (const url of [
      '/',
      '/login?redirect=%2Fcart',
      '/LOGIN/',
      '/products/',
      '/product/buy/p1',
      '/order/o1',
      '/seller',
      '/seller/products/p1/edit',
      '/forget-password',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('answer a page URL that does not decode with 404 and the app, under the same headers as any page', async () => {
    const policy = await csp();
    for (const [url, paint] of [
      ['/product/%ZZ', firstPaints.product], // a broken link to a product: the product page, which shows not found
      ['/%', firstPaints.other],
      ['/products/%E0%A4', firstPaints.other], // a UTF-8 character cut short
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(`<div id="root">${paint}</div>`);
      expect(res.headers['content-security-policy'], url).toBe(policy);
      expect(res.headers['x-request-id'], url).toBeTruthy();
      expect((await get(url, 'HEAD')).statusCode, `HEAD ${url}`).toBe(404);
    }
  });

  it("answer an API, media or asset URL that does not decode with the API's 400 and its message", async () => {
    const policy = await csp();
    for (const [method, url] of [
      ['GET', '/api/product/%ZZ'],
      ['GET', '/api/%'],
      ['POST', '/api/user/get-cart-items/%ZZ'],
      ['GET', '/media/products/%ZZ.webp'],
      ['GET', '/assets/index-%ZZ.js'],
      ['POST', '/product/%ZZ'], // not a page: pages are read with GET
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({
        message: 'The URL is malformed: a % in its path does not start a valid escape such as %20.',
      });
      expect(res.headers['content-security-policy'], url).toBe(policy);
    }
  });
});

describe("the build's own files", () => {
  it('keeps the Vite manifest and the build stamp private: 404 for /.vite/*, compressed or not', async () => {
    fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json.br'), 'br');
    fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json.gz'), 'gz');
    fs.writeFileSync(path.join(webDist, '.build-inputs'), 'isEntry');
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/manifest.json?x=1',
      '/.vite/',
      '/.vite',
      '/%2Evite/manifest.json',
      '/.build-inputs',
      '/.first-paint.json',
    ]) {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} (${encoding})`).toBe(404);
        expect(res.body).not.toContain('isEntry');
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/.vite/manifest.json' });
    expect(head.statusCode).toBe(404);
    // The server still reads it for the landing pages' preloads.
    expect(await preloads('/')).toEqual(['/assets/home-page-h1.js', '/assets/grid-g1.js']);
  });
});

describe("the web build's inline script", () => {
  it('is allowed by the Content-Security-Policy by its hash, and no other inline script is', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-csp-'));
    const theme = "document.documentElement.classList.toggle('dark', true);";
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${theme}</script><script type="module" src="/assets/a.js"></script></head><body></body></html>`,
    );
    const app = await createTestApp({ WEB_DIST: dist });
    try {
      const csp = (await app.app.inject({ method: 'GET', url: '/' })).headers[
        'content-security-policy'
      ] as string;
      const hash = createHash('sha256').update(theme).digest('base64');
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      // every other answer carries the same policy
      const api = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toBe(csp);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
