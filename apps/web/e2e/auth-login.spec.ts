import { expect, test } from './support/test';
import { uniqueEmail, waitForOtp } from './support/outbox';

test('a wrong password shows the server message under the /login form', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('All field are required')).toBeVisible();

  await page.getByLabel('Email').fill(uniqueEmail('nobody', testInfo.project.name));
  await page.getByLabel('Password', { exact: true }).fill('whatever1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Credentials');
});

test('an unverified account signs in through the OTP step', async ({ page }, testInfo) => {
  const email = uniqueEmail('unverified', testInfo.project.name);
  const password = 'secret@1';
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Meera Iyer', email, password, confirmPassword: password, phoneNumber: '9988776655' },
  });
  expect(registered.status()).toBe(200);

  await page.goto('/login?redirect=/cart');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  // The 403 mails a fresh code unless one went out less than a minute ago (as here): the latest is valid.
  const code = await waitForOtp(email);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('User Login Successfully !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open profile panel' })).toBeVisible();
});

test('guest login from /login-1 signs in with the demo account', async ({ page }) => {
  await page.goto('/login-1');
  await page.getByRole('button', { name: 'Guest Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('User Login Successfully !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open profile panel' })).toBeVisible();
});

test("'Continue with Seller' on /login-1 signs in the demo seller and opens the seller area", async ({
  page,
}) => {
  await page.goto('/login-1');
  await page.getByRole('button', { name: 'Continue with Seller' }).click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Seller DashBoard' })).toBeVisible();
});
