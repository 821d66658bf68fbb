// What search engines read to find the products (issue 22): the sitemap index, its chunks of product URLs
// with their last change, and robots.txt naming the index. Hidden products and drafts are in none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShelf, type Shelf } from '../../test-support/catalog-shelf.js';
import { productsSitemapXml, sitemapIndexXml, SITEMAP_CHUNK } from './catalog.sitemap.js';

let shelf: Shelf;
beforeAll(async () => {
  shelf = await openShelf();
});
afterAll(async () => shelf.t.close());

const get = (url: string) => shelf.t.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('GET /sitemap.xml', () => {
  it('is an index naming the chunks of product URLs, absolute on the site that was asked', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual(['http://shop.example/sitemaps/products-1.xml']);
  });

  it('splits the products into chunks of at most 50,000 URLs', () => {
    expect(SITEMAP_CHUNK).toBe(50_000);
    expect(locs(sitemapIndexXml('https://b.example', 100_001))).toEqual([
      'https://b.example/sitemaps/products-1.xml',
      'https://b.example/sitemaps/products-2.xml',
      'https://b.example/sitemaps/products-3.xml',
    ]);
    expect(locs(sitemapIndexXml('https://b.example', 0))).toHaveLength(1);
  });
});

describe('GET /sitemaps/products-{n}.xml', () => {
  it('lists every product shoppers may see with its last change, and no hidden product or draft', async () => {
    const res = await get('/sitemaps/products-1.xml');
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    const { ids } = shelf;
    for (const key of ['rockerz', 'galaxy', 'tv', 'kettle']) {
      expect(urls, key).toContain(`http://shop.example/product/${ids[key]}`);
    }
    expect(urls).not.toContain(`http://shop.example/product/${ids.hidden}`);
    expect(urls).not.toContain(`http://shop.example/product/${ids.draft}`);
    const lastmods = [...res.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map(([, at]) => at);
    expect(lastmods).toHaveLength(urls.length);
    for (const at of lastmods) expect(new Date(at ?? '').toISOString()).toBe(at);
  });

  it('answers 404 for a chunk past the last and for a name that is no chunk', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/products-x.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('escapes what it writes', () => {
    const xml = productsSitemapXml('https://b.example', [
      { id: 'a&b<c>', updatedAt: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(xml).toContain('<loc>https://b.example/product/a%26b%3Cc%3E</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
  });
});
