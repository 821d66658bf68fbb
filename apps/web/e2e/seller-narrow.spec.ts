import type { SellerDashboard } from '@bazaar/domain';
import { signInAsDemoSeller } from './support/seller';
import { expect, test, type Page } from './support/test';

/** How far (in px) the text inside `selector`'s elements reaches past each element's content box. */
async function textOverflow(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      return Math.max(0, text.right - right);
    }),
  );
}

// The narrowest phone a seller may use: every figure, column and badge of the back office fits on it.
test.use({ viewport: { width: 320, height: 720 } });

test('every figure the dashboard can show fits its card on a 320 px phone', async ({ page }) => {
  await signInAsDemoSeller(page);
  // The demo data happens to fit; a bigger shop's figures (up to crores, with paise) must fit too.
  for (const total of [1234567, 123456789.5]) {
    await page.unroute('**/api/seller/seller-dashboard');
    await page.route('**/api/seller/seller-dashboard', async (route) => {
      const response = await route.fetch();
      const dashboard = (await response.json()) as SellerDashboard;
      dashboard.totalSales = [{ total }];
      dashboard.totalOrder = 1234567;
      // nothing the month before: the comparison shows the whole figure as the difference
      dashboard.comparison = {
        totalSales: { current: total, previous: 0, changePercent: null },
        totalOrder: { current: 1234567, previous: 0, changePercent: null },
        totalProducts: { current: 4, previous: 4, changePercent: 0 },
        totalCustomer: { current: 2, previous: 1, changePercent: 100 },
      };
      await route.fulfill({ response, json: dashboard });
    });
    await page.goto('/seller/dashboard');
    const salesCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Total Sales' }) });
    const shown = total === 1234567 ? '₹12,34,567' : '₹12,34,56,789.50';
    await expect(salesCard.getByText(shown, { exact: true })).toBeVisible();
    await expect(salesCard.getByText(`+${shown}`, { exact: true })).toBeVisible();

    const cards = 'main ul > li:has(h2)';
    for (const overflow of await textOverflow(page, `${cards} p, ${cards} p > span`)) {
      expect(overflow).toBeLessThanOrEqual(0.5);
    }
    // still a figure to read, not a smudge
    const size = await salesCard
      .getByText(shown, { exact: true })
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(10);
  }
});

test("the dashboard's recent orders show every status without scrolling sideways on a 320 px phone", async ({
  page,
}) => {
  await signInAsDemoSeller(page);
  await page.goto('/seller/dashboard');
  const table = page.getByRole('table', { name: 'Recent Orders' });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Recent Orders' }) });
  const panelBox = await panel.boundingBox();
  const badges = await table.locator('[data-tone]:visible').all();
  expect(badges.length).toBeGreaterThan(0);
  for (const badge of badges) {
    const box = await badge.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
  }
  const scroller = table.locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
});

test("the seller's customers table fits a 320 px phone without scrolling sideways", async ({ page }) => {
  await signInAsDemoSeller(page);
  await page.goto('/seller/customers');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(0);
  const scroller = table.locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  for (const overflow of await textOverflow(page, 'main table td:visible')) {
    expect(overflow).toBeLessThanOrEqual(0.5);
  }
});

test("the seller's orders show each item's whole name and where it goes on a 320 px phone", async ({
  page,
}) => {
  await signInAsDemoSeller(page);
  await page.goto('/seller/orders');
  const card = page.getByRole('article').first();
  await expect(card.getByText('Ship to')).toBeVisible();
  await expect(card.locator('address')).toBeVisible();
  // a long name ('… Tennis Racquet (Unstrung, Grip 2)') wraps instead of losing its size or colour to an ellipsis
  const items = page.locator('main article dt:text-is("Items") ~ dd');
  expect(await items.count()).toBeGreaterThan(0);
  for (const clipped of await items.evaluateAll((elements) =>
    elements.map((element) => element.scrollWidth - element.clientWidth),
  )) {
    expect(clipped).toBeLessThanOrEqual(0);
  }
});
