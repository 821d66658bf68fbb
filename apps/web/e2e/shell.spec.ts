import { expect, test } from './support/test';

test.describe('the shell', () => {
  test('the home page shows the hero, the categories and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Amazing Deals' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Shop Now/ }).first()).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: /electronics/i }).first()).toHaveAttribute(
      'href',
      '/products?category=electronics',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Seller Registration');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the theme is dark by default, toggles by the control and by Ctrl+B, and survives a reload', async ({
    page,
  }) => {
    const html = page.locator('html');
    await page.goto('/');
    await expect(html).toHaveClass(/dark/);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.locator('body').press('Control+b');
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('an unknown path is answered 404 and lands on the home page (docs/product.md §2)', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Discover Amazing Deals' })).toBeVisible();
  });

  test('a broken or dead product link is answered 404 and shows the product not-found view', async ({
    page,
  }) => {
    // a % that starts no escape (a link cut short or mangled), an id no product has, and one that is no id
    for (const url of ['/product/%ZZ', '/product/0000000000000000', '/product/no-such-product']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      expect(response?.headers()['content-type'], url).toContain('text/html');
      await expect(page.getByRole('heading', { name: 'Product unavailable' }), url).toBeVisible();
      await expect(page.getByText('Product not found'), url).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all products' }), url).toBeVisible();
      await expect(page.getByRole('banner'), url).toBeVisible(); // inside the shell, header and all
    }
  });

  test('the page runs under the strict Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Discover Amazing Deals' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('searching from the header opens the product list with the query', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox').first();
    await search.fill('  running shoes ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=running%20shoes$/);
  });

  test("the header search's hint ends in an ellipsis where a phone cuts it, not mid-word", async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox').first();
    await expect(search).toHaveAttribute('placeholder', 'Search for products, brands and more');
    // The hint is wider than the box on a phone: the cut is shown as '…' ('…brands a…', not '…brands and mor').
    await expect(search).toHaveCSS('text-overflow', 'ellipsis');
  });
});
