// The shop pages as the server sends them (issue 22): the app rendered from the API's answers, with what
// crawlers and link previews read in the head, and hydrated in the browser from the answers the HTML carries.
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { hydratePageState, PAGE_STATE_ID } from './page-state';
import { createPageRenderer } from './server';
import { mockApi, type MockRoute } from '../test/mock-api';
import { productCard, productDetail, productListReply, productReview } from '../test/catalog-fixtures';

const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Bazaar." />' +
  '<title>Bazaar</title><script type="module" src="/assets/index-e1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/features/catalog/pages/product-detail-page.tsx': {
    file: 'assets/product-detail-page-d1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_gallery.js'],
  },
  '_gallery.js': { file: 'assets/gallery.js', imports: ['_shared.js'] },
};

const origin = 'https://bazaar.example';
const product = productDetail({ id: 'p1', brand: 'Sony', stock: 50, rating: 4.4, ratingNumber: 18 });

function renderer(routes: Record<string, MockRoute>) {
  const calls = mockApi(routes);
  const render = createPageRenderer({ template, manifest, fetch: (url, init) => fetch(url, init) });
  return { calls, render: (url: string) => render({ url, origin }) };
}

const catalogue: Record<string, MockRoute> = {
  'GET /api/product/best-sellers': { body: { products: [productCard()] } },
  'GET /api/product/p1': { body: { product } },
  'GET /api/product/get-related-product': {
    body: { product: [productCard({ id: 'p2', name: 'Nimbus Buds' })] },
  },
  'GET /api/product/get-all-products': { body: productListReply([productCard()], 1) },
};

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** The page as a browser's document would hold it. */
function documentOf(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a product page from the server', () => {
  it('shows the product in the HTML, with its title, description, canonical URL, preview tags and JSON-LD', async () => {
    const { render } = renderer(catalogue);
    const { status, html } = await render('/product/p1');
    expect(status).toBe(200);
    const page = documentOf(html);
    expect(page.title).toBe(product.name);
    expect(page.querySelector('h1')?.textContent).toBe(product.name);
    expect(page.querySelector('#root')?.textContent).toContain('In Stock');
    // the photo is painted without the scripts: in the HTML with its size and priority
    const photo = page.querySelector<HTMLImageElement>(`#root img[alt="${product.name}"]`);
    expect(photo?.getAttribute('src')).toBe(product.image[0]);
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
    expect(photo?.getAttribute('width')).toBeTruthy();
    expect(meta(html, 'description')).toBe(product.description.slice(0, 160));
    expect(html).toContain(`<link rel="canonical" href="${origin}/product/p1">`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe(product.name);
    // the link preview's image: the first photo's 1200 × 630 JPEG copy, with its size so a preview lays out at once
    expect(meta(html, 'og:image')).toBe(`${origin}/media/products/p1-1-og.jpg`);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(html, 'twitter:image')).toBe(`${origin}/media/products/p1-1-og.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'robots')).toBeUndefined();
    // one title and one description: the template's are replaced, not added to
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // the screen's chunk is preloaded with what the entry does not load already
    expect(html).toContain('href="/assets/product-detail-page-d1.js"');
    expect(html).toContain('href="/assets/gallery.js"');
    expect(html).not.toContain('modulepreload" fetchpriority="low" crossorigin href="/assets/shared.js"');

    const [item, breadcrumbs] = jsonLd(html);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: 'p1',
      brand: { '@type': 'Brand', name: 'Sony' },
      offers: {
        '@type': 'Offer',
        price: product.sellingPrice.toFixed(2),
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 18 },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${origin}/` },
        { position: 2, name: 'Electronics', item: `${origin}/products?category=electronics` },
        { position: 3, name: product.name, item: `${origin}/product/p1` },
      ],
    });
  });

  it('shows the related products in the HTML, asked beside the product rather than after its answer', async () => {
    let relatedAsked: () => void = () => {};
    const asked = new Promise<'together'>((resolve) => (relatedAsked = () => resolve('together')));
    let order: string | undefined;
    const { render, calls } = renderer({
      ...catalogue,
      'GET /api/product/p1': async () => {
        // the product answers only once the related products were asked too (or after a second: one after the other)
        order = await Promise.race([
          asked,
          new Promise<'one after the other'>((resolve) =>
            setTimeout(() => resolve('one after the other'), 1000),
          ),
        ]);
        return { body: { product } };
      },
      'GET /api/product/get-related-product': () => {
        relatedAsked();
        return { body: { product: [productCard({ id: 'p2', name: 'Nimbus Buds' })] } };
      },
    });
    const { status, html } = await render('/product/p1');
    expect(status).toBe(200);
    expect(order).toBe('together');
    expect(documentOf(html).querySelector('#root')?.textContent).toContain('Nimbus Buds');
    expect(calls.filter((call) => call.path === '/api/product/get-related-product')).toHaveLength(1);
  });

  it('names a photo Bazaar does not store as it is, with no size it cannot vouch for', async () => {
    const foreign = productDetail({ id: 'p1', image: ['https://images.example/kettle.png'] });
    const { render } = renderer({ ...catalogue, 'GET /api/product/p1': { body: { product: foreign } } });
    const { html } = await render('/product/p1');
    expect(meta(html, 'og:image')).toBe('https://images.example/kettle.png');
    expect(meta(html, 'og:image:width')).toBeUndefined();
  });

  it('says out of stock in the offer, and leaves the rating out when nobody has rated it', async () => {
    const unrated = productDetail({ id: 'p1', stock: 0, rating: null, ratingNumber: 0, review: [] });
    const { render } = renderer({ ...catalogue, 'GET /api/product/p1': { body: { product: unrated } } });
    const [item] = jsonLd((await render('/product/p1')).html);
    expect(item).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(item).not.toHaveProperty('aggregateRating');
  });

  it("draws the rating bars' lengths without a style attribute, which the Content-Security-Policy drops", async () => {
    const breakdown = [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      count: rating === 5 ? 3 : rating === 1 ? 1 : 0,
    }));
    const review = [5, 5, 5, 1].map((rating, index) => productReview({ _id: `r${index}`, rating }));
    const rated = productDetail({ id: 'p1', ratingNumber: 4, rating: 4, review, ratingBreakdown: breakdown });
    const { render } = renderer({ ...catalogue, 'GET /api/product/p1': { body: { product: rated } } });
    const { html } = await render('/product/p1');
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
    const bars = documentOf(html).querySelectorAll('ul[aria-label="How shoppers rated it"] li rect');
    expect([...bars].map((bar) => bar.getAttribute('width'))).toEqual(['75%', '0%', '0%', '0%', '25%']);
  });

  it('renders a name with markup or template braces as text, in the body and in the JSON-LD', async () => {
    const name = '</script><script>alert(1)</script> {{7*7}} <b>"bold"</b> & more';
    const hostile = productDetail({ id: 'p1', name, description: `${name} described` });
    const { render } = renderer({ ...catalogue, 'GET /api/product/p1': { body: { product: hostile } } });
    const { html } = await render('/product/p1');
    // no script but the template's, the JSON-LD blocks and the page's data block
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>"bold"');
    const page = documentOf(html);
    expect(page.querySelector('h1')?.textContent).toBe(name);
    expect(page.title).toBe(name);
    expect(jsonLd(html)[0]).toMatchObject({ name, description: `${name} described` });
    expect(page.getElementById(PAGE_STATE_ID)?.textContent).toContain('\\u003c/script>');
  });

  it('answers 404 with noindex and the not-found view for an unknown product, an odd id or a route name', async () => {
    const { render } = renderer({
      ...catalogue,
      'GET /api/product/zzzzzzzzzzzzzzzz': { status: 404, body: { message: 'Product not found' } },
    });
    for (const url of [
      '/product/zzzzzzzzzzzzzzzz',
      '/product/%3Cscript%3E',
      '/product/best-sellers',
      '/product/%ZZ',
      '/product/%00',
      '/product/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const { status, html } = await render(url);
      expect(status, url).toBe(404);
      expect(meta(html, 'robots'), url).toBe('noindex');
      expect(html, url).not.toContain('rel="canonical"');
      const page = documentOf(html);
      expect(page.title, url).toBe('Product unavailable | Bazaar');
      expect(page.querySelector('#root h1')?.textContent, url).toBe('Product unavailable');
      expect(html, url).not.toContain('<script>');
    }
  });
});

describe('a product list from the server', () => {
  it('shows the first cards, named by the search, with the next page as a link', async () => {
    const full = Array.from({ length: 20 }, (_, index) =>
      productCard({ id: `p${index + 1}`, name: `Phone ${index + 1}` }),
    );
    const { render, calls } = renderer({
      ...catalogue,
      'GET /api/product/get-all-products': { body: productListReply(full, 45) },
    });
    const { status, html } = await render('/products?q=phone&sort=price-asc&page=2');
    expect(status).toBe(200);
    const query = calls.find((call) => call.path === '/api/product/get-all-products')?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      searchQuery: 'phone',
      sort: 'price-asc',
      page: '2',
    });
    const page = documentOf(html);
    expect(page.title).toBe('"phone" | Bazaar');
    expect(page.querySelectorAll('#root li h2')).toHaveLength(20);
    expect(page.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('?q=phone&sort=price-asc&page=3');
    expect(page.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('?q=phone&sort=price-asc');
    expect(html).toContain(
      `<link rel="canonical" href="${origin}/products?q=phone&amp;sort=price-asc&amp;page=2">`,
    );
    // the first row of cards is painted without the scripts
    expect(page.querySelector('#root li img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows an empty result with its message for a page past the end, an unknown sort or a 10,000-character search', async () => {
    const { render, calls } = renderer({
      ...catalogue,
      'GET /api/product/get-all-products': { body: productListReply([], 0) },
    });
    for (const url of [
      '/products?page=999',
      '/products?sort=nonsense',
      `/products?q=${'a'.repeat(10_000)}`,
    ]) {
      const { status, html } = await render(url);
      expect(status, url).toBe(200);
      expect(meta(html, 'robots'), url).toBe('noindex');
      expect(documentOf(html).querySelector('#root')?.textContent, url).toContain('No Result Found!');
    }
    // the search is cut as the API reads it, and the unknown sort left out
    const asked = calls.map((call) => Object.fromEntries(call.query));
    expect(asked[1]).not.toHaveProperty('sort');
    expect(String(asked[2]?.searchQuery)).toHaveLength(200);
  });
});

describe('other pages from the server', () => {
  it('are the loader for the browser to render, 404 where the app has no screen', async () => {
    const { render, calls } = renderer(catalogue);
    const cart = await render('/cart');
    expect(cart.status).toBe(200);
    expect(cart.html).toContain('role="status"');
    expect(cart.html).not.toContain(PAGE_STATE_ID);
    expect((await render('/no-such-page')).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

// A root left mounted keeps its timers (the search box's debounce), which would fire after the test's
// document is gone.
const mounted: Root[] = [];
afterEach(() => {
  act(() => mounted.splice(0).forEach((root) => root.unmount()));
});

/** Hydrates the server's rendering of `url` in this document; what it asked the API and any mismatch. */
async function hydrate(routes: Record<string, MockRoute>, url: string) {
  const { render } = renderer(routes);
  const { html } = await render(url);
  const page = documentOf(html);
  document.body.innerHTML = page.body.innerHTML;
  const root = document.getElementById('root')!;
  const before = root.innerHTML;

  const calls = mockApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  hydratePageState(queryClient, document.getElementById(PAGE_STATE_ID)?.textContent ?? '');
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const mismatches = vi.fn();
  await act(async () => {
    mounted.push(
      hydrateRoot(root, <App history={history} queryClient={queryClient} />, {
        onRecoverableError: mismatches,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { root, before, calls, mismatches };
}

describe('hydrating a server-rendered page', () => {
  it('takes over the markup as it is, from the answers the HTML carried, without asking the API again', async () => {
    const { root, before, calls, mismatches } = await hydrate(catalogue, '/product/p1');
    expect(mismatches).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(root.querySelector('h1')?.textContent).toBe(product.name);
    // the share links gained the page's address, nothing else changed
    expect(root.innerHTML.replace(/href="[^"]*"/g, '')).toBe(before.replace(/href="[^"]*"/g, ''));
  });

  it('takes over a list with its filter panel (and the panel kept for browsers without scripts)', async () => {
    const facets = {
      brands: [{ brand: 'Prestige', count: 3 }],
      prices: [
        { min: 0, max: 500, count: 0 },
        { min: 500, max: 1000, count: 1 },
        { min: 1000, max: 5000, count: 3 },
        { min: 5000, max: 20000, count: 0 },
        { min: 20000, count: 0 },
      ],
      ratings: [
        { minRating: 4, count: 2 },
        { minRating: 3, count: 4 },
      ],
      discounts: [
        { minDiscount: 10, count: 4 },
        { minDiscount: 25, count: 1 },
        { minDiscount: 50, count: 0 },
      ],
      inStock: 4,
    };
    const routes = {
      ...catalogue,
      'GET /api/product/get-all-products': { body: { ...productListReply([productCard()], 4), facets } },
    };
    const { root, calls, mismatches } = await hydrate(routes, '/products?q=kettle&brand=Prestige');
    expect(mismatches).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(root.querySelector<HTMLInputElement>('aside input[name="brand"][value="Prestige"]')?.checked).toBe(
      true,
    );
  });
});
