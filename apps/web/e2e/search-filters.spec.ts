import { expect, test, type Page } from './support/test';

// issue 19: what Indian shoppers type, and narrowing the list by brand, rating and discount with counts.

const results = (page: Page) => page.getByRole('list', { name: /^Results for/ }).getByRole('article');

test('a shopper finds phones by typing mobile, and a typo is corrected out loud', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('mobile');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=mobile$/);
  await expect(results(page)).toHaveCount(5);
  await expect(results(page).first()).toContainText(/5G/);

  await page.goto('/products?q=samsng');
  await expect(page.getByText('Showing results for')).toContainText('Showing results for samsung');
  await expect(results(page).first()).toContainText(/samsung/i);

  await page.goto(`/products?q=${encodeURIComponent('😀')}`);
  await expect(page.getByRole('heading', { name: 'No Result Found!' })).toBeVisible();
});

test('a shopper narrows shoes to one brand and a rating from the filter panel, and the URL keeps it', async ({
  page,
}, testInfo) => {
  await page.goto('/products?q=shoes');
  await expect(results(page).first()).toBeVisible();
  const all = await results(page).count();

  const phone = testInfo.project.name === 'phone';
  if (phone) {
    await expect(page.getByRole('complementary', { name: 'Narrow the list' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
  }
  const panel = phone
    ? page.getByRole('dialog', { name: 'Narrow the list' })
    : page.getByRole('complementary', { name: 'Narrow the list' });
  const nike = panel.getByRole('checkbox', { name: /^Nike \(\d+\)$/ });
  const label = (await nike.getAttribute('id')) ?? '';
  const count = Number(
    /\((\d+)\)/.exec((await panel.locator(`label[for="${label}"]`).textContent()) ?? '')?.[1],
  );
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  await nike.click();
  await expect(nike).toBeChecked();
  await expect(page).toHaveURL(/[?&]brand=Nike(&|$)/);
  if (phone) {
    await panel.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(panel).toBeHidden();
  }
  await expect(results(page)).toHaveCount(count);
  for (const card of await results(page).all()) await expect(card).toContainText('Nike');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(results(page)).toHaveCount(count);
    if (phone) await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page.screenshot({ path: testInfo.outputPath(`filters-${theme}.png`) });
    if (phone) await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
  }

  // the choice survives a reload and can be undone
  if (phone) await page.getByRole('button', { name: 'Filters (1)' }).click();
  const again = phone
    ? page.getByRole('dialog', { name: 'Narrow the list' })
    : page.getByRole('complementary', { name: 'Narrow the list' });
  await expect(again.getByRole('checkbox', { name: /^Nike/ })).toBeChecked();
  await again.getByRole('checkbox', { name: /^Nike/ }).click();
  await expect(page).toHaveURL(/\/products\?q=shoes$/);
});
