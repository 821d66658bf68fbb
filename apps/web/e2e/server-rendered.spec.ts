// The shop pages arrive rendered by the server (apps/web src/app/server.tsx): a shopper sees the products
// before the app's scripts have run, and a browser without scripts can browse the shop. The app then
// hydrates the page from the answers it carried.
import { demoAccounts } from '@bazaar/domain';
import { expect, test, type Page } from './support/test';

// These journeys look at the page before the app runs (or block its scripts): loads do not wait for the app.
test.use({ waitForApp: false });

/** Keeps the app's scripts from running: only what the server sent is on screen. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

/** Resolves once the app has hydrated the page (main.tsx removes index.html's mark). */
const appLive = (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });

test("home, a product list and a product page show their products before the app's scripts run", async ({
  page,
}) => {
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Amazing Deals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/products?category=books');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  const card = page.getByRole('list', { name: 'Books' }).getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(name);
});

test('the app takes over the page without a hydration error or the loader', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Records whether the full-page loader (the app's first-load fallback) is ever in the page.
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[role="status"].min-h-dvh') !== null;
    const record = () => {
      if (seen()) (window as unknown as { sawLoader: boolean }).sawLoader = true;
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });
  for (const url of ['/', '/products?category=books']) {
    await page.goto(url);
    await appLive(page);
    await expect(page.getByRole('article').first()).toBeVisible(); // a product card: the data is in
    expect(await page.evaluate(() => (window as unknown as { sawLoader?: boolean }).sawLoader), url).toBe(
      undefined,
    );
  }
  expect(errors).toEqual([]);
});

test("a signed-in user's page does not offer Login before the app is live", async ({ page }) => {
  const response = await page.request.post('/api/auth/login', {
    data: { email: demoAccounts.guest.email, password: demoAccounts.guest.password },
  });
  const { AuthToken } = (await response.json()) as { AuthToken: string };
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('AuthToken', token), AuthToken);

  await withoutAppScripts(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Discover Amazing Deals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open profile panel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test("the theme is set before the app's scripts run (inline, allowed by its hash)", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  // Without the app's scripts only index.html's own script can set the theme.
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(violations).toEqual([]);
});

test('text typed into the search box before the app is live is kept and searched', async ({ page }) => {
  // The app's scripts are held back until the shopper has typed: they type into the server's HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' }); // the load event waits for the held scripts
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.pressSequentially('kettle');
  await expect(page.locator('html')).toHaveAttribute('data-hydrating');
  release();
  await appLive(page);

  // Focusing the box renders it again (its suggestions open): the text must be the app's by then.
  await search.click();
  await expect(search).toHaveValue('kettle');
  await search.press('End');
  await search.pressSequentially('s');
  await expect(search).toHaveValue('kettles');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=kettles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "kettles"' })).toBeVisible();
});

test('a product page scrolled before the app is live stays where the shopper scrolled, and Buy Now works', async ({
  page,
}) => {
  const books = (await (
    await page.request.get('/api/product/get-all-products?searchCategory=books&limit=1')
  ).json()) as { products: { id: string }[] };
  const id = books.products[0]?.id ?? '';
  // The app's scripts are held back until the shopper has scrolled to Buy Now in the server's HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/product/${id}`, { waitUntil: 'commit' });
  const buyNow = page.getByRole('link', { name: 'Buy Now' });
  await buyNow.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await appLive(page);
  // the app going live moves nothing: the tap lands on Buy Now, not on what was at the top of the page
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await buyNow.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/product/buy/${id}`)}$`));
});

test("a list's cards come with the page: they show without another request for them", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/get-all-products')) asked.push(request.url());
  });
  await page.goto('/products?category=books');
  await appLive(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  expect(asked).toEqual([]);

  // A list opened within the app asks the server as before.
  await page.getByRole('link', { name: 'Bazaar' }).first().click();
  await page
    .getByRole('link', { name: /Electronics/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Electronics' }).getByRole('article').first()).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("a product page's product and related products come with the page", async ({ page }) => {
  const books = (await (
    await page.request.get('/api/product/get-all-products?searchCategory=books&limit=1')
  ).json()) as { products: { id: string; name: string }[] };
  const book = books.products[0];
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/')) asked.push(request.url());
  });

  await page.goto(`/product/${book?.id ?? ''}`);
  await appLive(page);
  await expect(page.getByRole('heading', { level: 1, name: book?.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(asked).toEqual([]);
});

test("a product page's rating bars show each rating's share as the server sent them", async ({ page }) => {
  const best = (await (await page.request.get('/api/product/best-sellers')).json()) as {
    products: { id: string; ratingNumber: number }[];
  };
  const rated = best.products.find((product) => product.ratingNumber > 1);
  const { product } = (await (await page.request.get(`/api/product/${rated?.id ?? ''}`)).json()) as {
    product: { ratingBreakdown: { rating: number; count: number }[] };
  };
  const total = product.ratingBreakdown.reduce((sum, row) => sum + row.count, 0);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await withoutAppScripts(page);
  await page.goto(`/product/${rated?.id ?? ''}`);

  const rows = page.getByRole('list', { name: 'How shoppers rated it' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  for (const { rating, count } of product.ratingBreakdown) {
    const bar = rows
      .nth(5 - rating)
      .locator('svg')
      .last();
    const [track, filled] = await bar.evaluate((svg) => [
      svg.getBoundingClientRect().width,
      svg.querySelector('rect')?.getBoundingClientRect().width ?? -1,
    ]);
    expect(filled / (track ?? 1), `${rating} stars: ${count} of ${total}`).toBeCloseTo(count / total, 1);
  }
  expect(violations).toEqual([]);
});

test("a product page's link preview shows its first photo: a 1200 px wide JPEG that answers", async ({
  page,
  baseURL,
}) => {
  const books = (await (
    await page.request.get('/api/product/get-all-products?searchCategory=books&limit=1')
  ).json()) as { products: { id: string }[] };
  const id = books.products[0]?.id ?? '';
  const { product } = (await (await page.request.get(`/api/product/${id}`)).json()) as {
    product: { image: string[] };
  };
  const html = await (await page.request.get(`/product/${id}`)).text();
  const meta = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(html)?.[1];

  const image = meta('og:image') ?? '';
  const firstPhoto = new URL(product.image[0] ?? '', baseURL);
  expect(image).toBe(firstPhoto.href.replace(/\.webp$/, '-og.jpg'));
  expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual([
    'image/jpeg',
    '1200',
    '630',
  ]);
  const answer = await page.request.get(image);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/jpeg');
  // what a preview shows: the browser decodes it at the size the page says
  await page.goto(image);
  const size = await page
    .locator('img')
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([1200, 630]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper searches, opens a category, sorts, pages through and reads a product', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('phone');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=phone$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "phone"' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: /Books/ }).first().click();
    await expect(page).toHaveURL(/\/products\?category=books$/);
    const list = page.getByRole('list', { name: 'Books' });
    await expect(list.getByRole('article')).toHaveCount(20);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/\/products\?category=books&sort=price-asc$/);
    const prices = async () =>
      (await list.getByRole('article').allTextContents()).map((text) =>
        Number(/₹([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '')),
      );
    const firstPage = await prices();
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/products\?category=books&sort=price-asc&page=2$/);
    const secondPage = await prices();
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '?category=books&sort=price-asc',
    );

    const card = list.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const photo = page.getByRole('img', { name }).first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.getByText(/^₹[\d,]+$/).first()).toBeVisible();
    await expect(page.locator('p', { hasText: /^(In Stock|Only \d+ left|Out of Stock)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Customer Reviews/ })).toBeVisible();
  });

  test('a shopper narrows a list with the filter panel: brand, rating, discount and price', async ({
    page,
  }, testInfo) => {
    // beside the list on a wide screen; in place of the sheet (which needs the app) on a phone
    const panel =
      testInfo.project.name === 'phone'
        ? page.getByRole('region', { name: 'Narrow the list' })
        : page.getByRole('complementary', { name: 'Narrow the list' });
    const total = page.getByText(/^\d+ products?$/);
    const groups = [
      { name: 'Brand', param: 'brand' },
      { name: 'Customer rating', param: 'minRating' },
      { name: 'Discount', param: 'minDiscount' },
      { name: 'Price', param: 'price' },
    ];
    for (const group of groups) {
      await page.goto('/products?q=shoes&sort=price-asc');
      // the group's first choice that leaves something (brands: Nike), with the number it promises
      const input = panel
        .getByRole('group', { name: group.name })
        .locator(group.name === 'Brand' ? 'input[value="Nike"]' : 'input:not([disabled]):not([value=""])')
        .first();
      const value = (await input.getAttribute('value')) ?? '';
      const label = await input.evaluate(
        (element: HTMLInputElement) => element.labels?.[0]?.textContent ?? '',
      );
      const promised = Number(/\((\d+)\)$/.exec(label)?.[1]);
      expect(promised, label).toBeGreaterThan(0);

      await input.check();
      await panel.getByRole('button', { name: 'Apply filters' }).click();
      const query = new URL(page.url()).searchParams;
      expect(query.get(group.param), group.name).toBe(value);
      expect(query.get('q')).toBe('shoes');
      expect(query.get('sort')).toBe('price-asc');
      await expect(total).toHaveText(`${promised} product${promised === 1 ? '' : 's'}`);
      await expect(panel.locator(`input[name="${group.param}"][value="${value}"]`)).toBeChecked();
    }

    // two choices at once: Nike, and a rating on top of it
    await page.goto('/products?q=shoes&brand=Nike');
    await panel.getByRole('group', { name: 'Customer rating' }).locator('input[value="3"]').check();
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    const query = new URL(page.url()).searchParams;
    expect([query.get('brand'), query.get('minRating')]).toEqual(['Nike', '3']);
    await expect(panel.locator('input[name="brand"][value="Nike"]')).toBeChecked();
    await expect(panel.locator('input[name="minRating"][value="3"]')).toBeChecked();
  });

  test('a product that is not there is a 404 page that says so', async ({ page }) => {
    const response = await page.goto('/product/zzzzzzzzzzzzzzzz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product unavailable' })).toBeVisible();
  });
});
