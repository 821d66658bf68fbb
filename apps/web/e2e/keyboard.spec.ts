import { expect, test, type Page } from './support/test';

/** What has the keyboard focus: its tag, accessible-ish name, and whether a focus indicator is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
      role: element.getAttribute('role') ?? element.getAttribute('type') ?? '',
      visibleFocus: outline || ring,
    };
  });
}

/**
 * Tabs through the page until `isTarget` matches the focused element, checking on the way that every control that
 * takes the focus shows it. Fails if the target is not reached in `limit` presses.
 */
async function tabTo(
  page: Page,
  isTarget: (element: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean,
  limit = 60,
) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (!element) continue;
    expect(element.visibleFocus, `no visible focus on <${element.tag}> "${element.name}"`).toBe(true);
    if (isTarget(element)) return element;
  }
  throw new Error(`not reached by keyboard in ${limit} presses`);
}

test('a shopper searches, opens a product and reaches its buttons with the keyboard alone, always seeing the focus', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Header search: reached by Tab, typed into, submitted with Enter.
  await tabTo(page, (element) => element.name === 'Search products' || element.role === 'search');
  await page.keyboard.type('headphones');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=headphones$/);
  const results = page.getByRole('list', { name: 'Results for "headphones"' }).getByRole('article');
  await expect(results.first()).toBeVisible();
  const firstName = ((await results.first().getByRole('link').first().textContent()) ?? '').trim();

  // The first result's link, then Enter opens the product page.
  // focused() reads at most 60 characters of a name (a demo listing's is 77)
  await tabTo(page, (element) => element.tag === 'a' && element.name === firstName.slice(0, 60), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();

  // A visitor's Add to Cart is reachable too (issue 21), and Enter puts the product in the browser's cart.
  await tabTo(page, (element) => element.name === 'Add to Cart', 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Product Added!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
