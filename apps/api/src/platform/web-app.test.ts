// Pages are rendered by the web build's server entry (apps/web src/app/server.tsx), which the server finds
// through what the build emitted for it (dist/.server/manifest.json) and never by a path into the web app's
// sources. Here a stand-in entry shows what the server hands it and does with its answer: the built
// index.html and client manifest, an in-process way to ask the API, the page's URL and origin; the status
// and HTML it renders are sent, and kept until the catalogue changes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.mkdirSync(path.join(webDist, '.vite'));
fs.mkdirSync(path.join(webDist, '.server'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Bazaar</title><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/index-e1.js', isEntry: true } }),
);
fs.writeFileSync(
  path.join(webDist, '.server', 'manifest.json'),
  JSON.stringify({ entry: 'entry.js', template: '../index.html', clientManifest: '../.vite/manifest.json' }),
);
// The stand-in renderer: 404 for paths under /missing, the API's health answer asked in process, and a count
// of its renders (what the server keeps is not rendered again).
fs.writeFileSync(
  path.join(webDist, '.server', 'entry.js'),
  `export function createPageRenderer({ template, manifest, fetch }) {
    let renders = 0;
    return async ({ url, origin }) => {
      renders += 1;
      const health = await fetch('/api/health', { method: 'GET' });
      const page = { url, origin, renders, entry: manifest['index.html'].file, health: health.status };
      return {
        status: url.startsWith('/missing') ? 404 : 200,
        html: template.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify(page) + '</div>'),
        timing: { data: 1.25, render: 2.5 },
      };
    };
  }`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** What the stand-in renderer put inside #root for a page. */
const rendered = (body: string) =>
  JSON.parse(/<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? 'null') as {
    url: string;
    origin: string;
    renders: number;
    entry: string;
    health: number;
  };

describe('pages', () => {
  it("are the web build's rendering: its status and HTML, with the page's URL and the site's origin", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/products?q=phone',
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = rendered(res.body);
    expect(page).toMatchObject({
      url: '/products?q=phone',
      origin: 'http://shop.example',
      entry: 'assets/index-e1.js',
    });
    // the renderer asks the API in process, as a visitor's browser would
    expect(page.health).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/missing/thing' });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/missing/thing' })).statusCode).toBe(404);
  });

  it('are sent compressed to a browser that accepts it (brotli, else gzip), the same HTML once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/products?compressed' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accepted, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/products?compressed',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.headers['content-encoding'], accepted).toBe(coding);
      const body =
        coding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : coding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString(), accepted).toBe(plain.body);
      if (coding) expect(res.rawPayload.byteLength, accepted).toBeLessThan(Buffer.byteLength(plain.body));
    }
  });

  it('are kept while the catalogue is unchanged, and rendered again once it changes', async () => {
    const firstAnswer = await t.app.inject({ method: 'GET', url: '/?kept=1' });
    const first = rendered(firstAnswer.body);
    // Server-Timing says where a page's time went: its answers and its render, or that it was kept
    expect(firstAnswer.headers['server-timing']).toBe('data;dur=1.3, render;dur=2.5');
    const againAnswer = await t.app.inject({ method: 'GET', url: '/?kept=1' });
    const again = rendered(againAnswer.body);
    expect(again.renders).toBe(first.renders);
    expect(againAnswer.headers['server-timing']).toBe('page-cache;desc=hit');
    await t.app.db
      .updateTable('catalogueVersion')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    const changed = rendered((await t.app.inject({ method: 'GET', url: '/?kept=1' })).body);
    expect(changed.renders).toBeGreaterThan(first.renders);
  });

  it('are sent as built, with 404 for a path the app has no screen for, when the build has no server entry', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-plain-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    const app = await createTestApp({ WEB_DIST: dist });
    try {
      const home = await app.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root"></div>');
      expect((await app.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('robots.txt', () => {
  it("is the build's, naming the sitemap index on the site that was asked", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nDisallow: /api/\n\nSitemap: http://shop.example/sitemap.xml\n');
  });
});

describe('pages that are not there', () => {
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
  const csp = async () => (await get('/')).headers['content-security-policy'];

  it('answer a page URL that does not decode with 404 and the page, under the same headers as any page', async () => {
    const policy = await csp();
    for (const url of ['/product/%ZZ', '/%', '/products/%E0%A4']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(rendered(res.body).url, url).toBe(url);
      expect(res.headers['content-security-policy'], url).toBe(policy);
      expect(res.headers['x-request-id'], url).toBeTruthy();
      expect((await get(url, 'HEAD')).statusCode, `HEAD ${url}`).toBe(404);
    }
  });

  it("answer a page URL with characters no file can have with the page, not the file server's JSON", async () => {
    for (const url of [
      '/product/%00',
      '/product/..%2F..%2Fetc%2Fpasswd',
      '/product/a.b',
      '/products/%00',
      '/product/a%5Cb',
    ]) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(rendered(res.body).url, url).toBe(url);
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
  it('keeps the Vite manifest, the server entry and the build stamp private: 404, compressed or not', async () => {
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
      '/.server/entry.js',
      '/.server/manifest.json',
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
    // The server still hands it to the renderer (for the pages' preloads).
    expect(rendered((await t.app.inject({ method: 'GET', url: '/' })).body).entry).toBe('assets/index-e1.js');
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
