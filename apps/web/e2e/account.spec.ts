import { demoAccounts } from '@bazaar/domain';
import { expect, test, type Page } from './support/test';

type Account = (typeof demoAccounts)[keyof typeof demoAccounts];

/** Stores a session token the way the sign-in screens do (docs/product.md §6: AuthToken). */
async function keepToken(page: Page, AuthToken: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('AuthToken', token), AuthToken);
}

/** Signs in through the API. */
async function signIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  await keepToken(page, ((await response.json()) as { AuthToken: string }).AuthToken);
}

/** A new account through the panel's sign-up form (201, signed in at once), for tests that change a profile. */
async function signUp(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    data: { name: 'Profile Tester', email, password: 'Tester@1234', TandC: true },
  });
  expect(response.status()).toBe(201);
  await keepToken(page, ((await response.json()) as { AuthToken: string }).AuthToken);
}

test('a visitor opening /orders lands on the login screen with the way back', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a signed-in user edits the phone number in the profile panel and it is kept', async ({
  page,
}, testInfo) => {
  // Demo accounts' profiles cannot be changed by the public, so each project signs up an account of its own.
  const email = `profile-${testInfo.project.name}-${Date.now()}@example.com`;
  const phone = `0${Date.now() % 10_000_000_000}`.padStart(11, '0');
  await signUp(page, email);
  await page.goto('/');

  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open profile panel' }).click();
  const panel = page.getByRole('dialog', { name: 'My Account' });
  await expect(panel.getByText(email, { exact: true }).first()).toBeVisible();

  await panel.getByRole('button', { name: 'Edit' }).click();
  await expect(panel.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  const phoneInput = panel.getByRole('textbox', { name: 'Phone Number' });
  await phoneInput.fill(`${phone}999`);
  await expect(phoneInput).toHaveValue(phone); // at most 11 characters (docs/product.md §5)
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(panel.getByText(phone, { exact: true })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Open profile panel' }).click();
  await expect(
    page.getByRole('dialog', { name: 'My Account' }).getByText(phone, { exact: true }),
  ).toBeVisible();
});

test('logout asks first, then returns to / signed out', async ({ page }) => {
  await signIn(page, demoAccounts.guest);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  await page.getByRole('button', { name: 'Open profile panel' }).click();
  await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Are you Leaving?' })).toBeVisible();
  await expect(page.getByText('Are you sure want to logout?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'My Account' })).toBeVisible();

  await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Logout' }).click();
  await page.locator('.swal2-confirm').click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'My Account' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).toBeNull();
});

test('every section of My Account can be reached from its sidebar, on a phone too', async ({ page }) => {
  await signIn(page, demoAccounts.guest);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // On a 390 px phone the four entries ran off the right edge of a strip that gave no sign it scrolled.
  const sidebar = page.getByRole('navigation', { name: 'Profile sections' });
  const entries = ['Profile Overview', 'Orders', 'Wishlist', 'Addresses'];
  await expect(sidebar.getByRole('link')).toHaveText(entries);
  for (const entry of entries) {
    await expect(sidebar.getByRole('link', { name: entry })).toBeInViewport({ ratio: 1 });
  }

  await sidebar.getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/profile#addresses$/);
  await expect(page.getByRole('heading', { name: 'Saved Addresses' })).toBeInViewport();
});

test('the demo seller sees the Seller DashBoard footer link and reaches the dashboard', async ({ page }) => {
  await signIn(page, demoAccounts.seller);
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Seller DashBoard' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
});

test('the demo guest is sent from the seller area to seller registration', async ({ page }) => {
  await signIn(page, demoAccounts.guest);
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller-registration$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Seller DashBoard' })).toHaveCount(0);
});

test('a seller lists a product with a photo from the profile panel', async ({ page }) => {
  await signIn(page, demoAccounts.seller);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile panel' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('tab', { name: 'Upload' }).click();

  const name = `Test Listing ${Date.now()}`;
  await panel.getByRole('textbox', { name: 'Product Name', exact: false }).fill(name);
  await panel.getByRole('combobox', { name: 'Brand' }).fill('Sony');
  await panel.getByRole('combobox', { name: 'Category', exact: true }).selectOption('electronics');
  await panel.getByRole('combobox', { name: 'Sub Category' }).selectOption('headphones');
  await panel.getByRole('textbox', { name: 'MRP Price' }).fill('2999');
  await panel.getByRole('textbox', { name: 'Selling Price' }).fill('1999');
  await panel.getByRole('textbox', { name: 'Stock Quantity' }).fill('12');
  await panel.getByRole('textbox', { name: 'Description' }).fill('Closed-back studio headphones.');
  // a 1×1 PNG
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await panel.getByLabel('Images').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });

  const added = page.waitForResponse((response) => response.url().endsWith('/api/product/add-product'));
  await panel.getByRole('button', { name: 'Upload Product' }).click();
  const response = await added;
  expect(response.status()).toBe(201);
  const { product } = (await response.json()) as {
    product: { name: string; image: string[]; sellingPrice: number };
  };
  expect(product).toMatchObject({ name, sellingPrice: 1999 });
  await expect(page.getByText('Product successfully uploaded')).toBeVisible();

  const image = await page.request.get(product.image[0]!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
});
