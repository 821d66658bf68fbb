// The landing pages arrive with their first paint (rendered at build time, src/app/first-paint.tsx): a phone
// shows the header, the page's frame and its skeletons before the app's scripts have run, and the app then
// takes over without the full-page loader in between.
import { demoAccounts } from '@bazaar/domain';
import { expect, test, type Page } from './support/test';

// These journeys look at the page before the app runs (or block its scripts): loads do not wait for the app.
test.use({ waitForApp: false });

/** Keeps the app's scripts from running: only what the server sent is on screen. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

/**
 * Holds the app's scripts back until the returned function is called, as a slow phone would: meanwhile the first
 * paint is on screen and only index.html's inline script runs.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once the app has rendered over the first paint (main.tsx removes index.html's mark). */
const appRendered = (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-first-paint', { timeout: 15_000 });

/** Collects the page's Content-Security-Policy reports (the inline script must pass the server's policy). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("home, a product list and a product page show their frame before the app's scripts run", async ({
  page,
}) => {
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Amazing Deals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();

  await page.goto('/products?category=books');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();

  await page.goto('/product/any-product');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
});

test("a signed-in user's first paint does not offer Login", async ({ page }) => {
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

test('the app takes over the first paint without showing the full-page loader', async ({ page }) => {
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
    await expect(page.getByRole('article').first()).toBeVisible(); // a product card: the data is in
    expect(await page.evaluate(() => (window as unknown as { sawLoader?: boolean }).sawLoader), url).toBe(
      undefined,
    );
  }
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

test('a search typed into the first paint is kept when the app takes over', async ({ page }) => {
  // The app's scripts wait until the shopper has typed.
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('hedphones');
  release();

  await expect(page.locator('html')).not.toHaveAttribute('data-first-paint');
  await expect(search).toHaveValue('hedphones');
  await expect(search).toBeFocused();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=hedphones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "hedphones"' })).toBeVisible();
});

test("a search sent from the first paint, before the app's scripts run, opens the product list", async ({
  page,
}) => {
  await withoutAppScripts(page);
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('hedphones');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=hedphones$/);
});

test("a list's first cards come with the page: they show without another request for them", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/get-all-products')) asked.push(request.url());
  });
  await page.goto('/products?category=books');
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
  await expect(page.getByRole('heading', { level: 1, name: book?.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(asked).toEqual([]);
});

test("a tap on the theme toggle before the app's scripts run switches the theme, and the app keeps it", async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('theme', 'light');
    sessionStorage.setItem('seeded', '1');
  });
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-first-paint');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-first-paint'); // the app has not run: the page did it alone

  // Every theme the page shows from here on, to catch a flash back to light while the app takes over.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { themes: string[] }).themes = seen;
    const root = document.documentElement;
    new MutationObserver(() => seen.push(root.classList.contains('dark') ? 'dark' : 'light')).observe(root, {
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  release();
  await appRendered(page);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => (window as unknown as { themes: string[] }).themes)).not.toContain(
    'light',
  );

  await page.reload();
  await appRendered(page);
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("Ctrl+B before the app's scripts run switches the theme once, and then the app's shortcut does", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Control+b');
  await expect(html).not.toHaveClass(/dark/);

  release();
  await appRendered(page);
  await expect(html).not.toHaveClass(/dark/);
  await page.keyboard.press('Control+b');
  await expect(html).toHaveClass(/dark/); // one toggle: the first paint's handler has stepped aside
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});
