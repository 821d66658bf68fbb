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

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Discover Amazing Deals' })).toBeVisible();
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
