// issue 21 part 2: a visitor fills a cart kept in the browser; signing in merges it into the account's cart.
import { expect, test, type Page } from './support/test';
import { waitForOtp } from './support/outbox';
import { addToCartFromList, twoProductsOfTwoSellers } from './support/shopper';

/**
 * On /login (reached by a redirect, the screen still loading in): fills the form until it holds and signs in; the
 * account is new, so the sign-in goes on through the e-mail code, which signs in as well.
 */
async function signInOnLoginScreen(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  const code = await waitForOtp(email);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

// Categories of their own per project, so the phone and desktop runs do not share products.
const visitorCategories: Record<string, readonly [string, string]> = {
  desktop: ['books', 'electronics'],
  phone: ['sports', 'home & kitchen'],
};

test("a visitor's cart shows in the header and the cart, and signing in merges it, capped by the stock with a note", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = `visitor-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'Shopper@1234';
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Visiting Shopper', email, password, TandC: true },
  });
  expect(registered.status()).toBe(201);
  const { AuthToken: token } = (await registered.json()) as { AuthToken: string };
  const [first, second] = await twoProductsOfTwoSellers(
    page.request,
    visitorCategories[testInfo.project.name],
  );

  // The account already holds all but one unit of the first product.
  const held = await page.request.post('/api/user/add-to-cart', {
    data: { productId: first.id, quantity: first.stock - 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(held.status()).toBe(200);

  // As a visitor: both products into the cart kept in the browser.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await addToCartFromList(page, first);
  await addToCartFromList(page, second);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: /Shopping Cart/ })).toContainText('2 items');
  await expect(page.getByRole('link', { name: first.name })).toBeVisible();
  await expect(page.getByRole('link', { name: second.name })).toBeVisible();
  const quantity = page.getByLabel(`Quantity of ${first.name}`, { exact: true });
  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(quantity).toHaveText('2');

  // Checking out asks the visitor to sign in, then lands on the checkout with the merged cart.
  await page.getByRole('link', { name: 'Login to Check Out' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await signInOnLoginScreen(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(`${first.name}: 1 of 2 added, no more in stock`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('visitorCart'))).toBeNull();

  await page.goto('/cart');
  await expect(page.getByLabel(`Quantity of ${first.name}`, { exact: true })).toHaveText(String(first.stock));
  await expect(page.getByLabel(`Quantity of ${second.name}`, { exact: true })).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Check Out', exact: true })).toBeVisible();
});

test('Buy Now asks a visitor to sign in, then goes on to that checkout', async ({ page }, testInfo) => {
  const email = `buynow-visitor-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'Shopper@1234';
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Visiting Buyer', email, password, TandC: true },
  });
  expect(registered.status()).toBe(201);
  const [product] = await twoProductsOfTwoSellers(page.request, visitorCategories[testInfo.project.name]);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Fbuy%2F/);
  await signInOnLoginScreen(page, email, password);
  await expect(page).toHaveURL(new RegExp(`/product/buy/${product.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
});
